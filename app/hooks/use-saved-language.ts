import {useNavigate} from '@remix-run/react';
import {useEffect} from 'react';
import type {BrandLocale, PageBrand} from '~/brands';
import {saveLanguage, startUpLanguage} from '~/lib/i18n/language-preference';
import {PREFERRED_LANGUAGE_KEY} from '~/lib/i18n/locale';

// Once per page load: later mounts (and later navigations) are the shopper's own choice.
let checkedAtStartUp = false;

function savedLanguage(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * At start-up, moves the shopper to their saved language (`en` or `hi`; anything else is ignored),
 * unless they came by the language switch (startUpLanguage).
 */
export function useSavedLanguage(brand: PageBrand, locale: BrandLocale | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!locale || checkedAtStartUp) return;
    checkedAtStartUp = true;
    const outcome = startUpLanguage(brand, locale, new URL(window.location.href), document.referrer, savedLanguage());
    if (outcome && 'save' in outcome) saveLanguage(outcome.save);
    if (outcome && 'moveTo' in outcome) navigate(outcome.moveTo, {replace: true});
    // Once, at start-up: the values of that first render are the ones to act on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
