import {useLocation, useNavigate} from '@remix-run/react';
import {useEffect} from 'react';
import type {BrandConfig, BrandLocale} from '~/brands';
import {saveLanguage} from '~/lib/i18n/language-preference';
import {cameByLanguageSwitch, PREFERRED_LANGUAGE_KEY, preferredLanguagePath} from '~/lib/i18n/locale';

// Once per page load: later mounts (and later navigations) are the shopper's own choice.
let checkedAtStartUp = false;

/**
 * At start-up, moves the shopper to their saved language (`en` or `hi`; anything else is ignored),
 * unless they came by the language switch.
 */
export function useSavedLanguage(brand: BrandConfig, locale: BrandLocale | undefined) {
  const navigate = useNavigate();
  const {pathname, search} = useLocation();
  useEffect(() => {
    if (!locale || checkedAtStartUp) return;
    checkedAtStartUp = true;
    // Come by the language switch: this language is the choice (saved here if the switch was
    // followed before its script ran).
    if (cameByLanguageSwitch(brand, locale, new URL(window.location.href), document.referrer)) {
      saveLanguage(locale.lang);
      return;
    }
    let saved: string | null = null;
    try {
      saved = window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    } catch {
      return;
    }
    const path = preferredLanguagePath(brand, locale, pathname, saved);
    if (path) navigate(`${path}${search}`, {replace: true});
    // Once, at start-up: the values of that first render are the ones to act on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
