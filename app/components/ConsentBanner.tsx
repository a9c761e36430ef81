import {useLocation} from '@remix-run/react';
import {useEffect, useRef, useState, useSyncExternalStore, type FormEvent} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {useLocalePath} from '~/hooks/use-locale-path';
import {usePersonal} from '~/hooks/use-personal';
import {consentCookie, consentOfChoice, type Consent} from '~/lib/analytics/consent';
import {consentChoice} from '~/lib/analytics/consent-choice';
import {markFootBar} from '~/lib/ui/toast-lane';

/** Remembers the choice for a year; the analytics runtime passes it on to Shopify's Customer Privacy API. */
function choose(consent: Consent) {
  document.cookie = consentCookie(consent, window.location.protocol === 'https:');
  consentChoice.chosen(consent);
}

/**
 * Asks for analytics consent until the shopper chooses; the footer's "Cookie choices" brings it
 * back. Nothing but Shopify's strictly necessary cookies loads before a choice.
 *
 * In every page's HTML, shown by the head's script when the shopper has not chosen (the page is everyone's,
 * so it cannot say), then by the personal route's answer. A form that posts to /api/consent, so a choice
 * made while the page's code is still on its way is not lost. Without JavaScript it stays hidden: no
 * analytics run there, so there is nothing to ask.
 */
export function ConsentBanner() {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const location = useLocation();
  const personal = usePersonal();
  const choice = useSyncExternalStore(consentChoice.subscribe, consentChoice.state, consentChoice.state);
  const [choosing, setChoosing] = useState(false);
  const current = choice.chosen ?? personal?.consent?.consent ?? null;
  // Until the shopper's own data comes, the head's script decided (CONSENT_ASK_ATTRIBUTE), and CSS shows
  // the banner or not: the page itself is every shopper's.
  const untilKnown = personal === undefined && !choice.chosen && !choice.reopened;
  const shown = choice.reopened || untilKnown || !current;
  const banner = useRef<HTMLElement>(null);
  // Toasts ("Product added to cart") rise above the banner instead of covering its buttons.
  useEffect(
    () => (shown && !untilKnown && banner.current ? markFootBar(banner.current) : undefined),
    [shown, untilKnown],
  );
  if (!shown) return null;
  const whenAsked = untilKnown ? 'consent-until-known' : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget);
    const consent = consentOfChoice(submitter?.value, (category) => form.has(category));
    if (consent) choose(consent);
    setChoosing(false);
  };

  const button = 'rounded-full border border-current px-4 py-2 text-sm font-semibold';
  return (
    <>
      {/* Room below the footer, so the banner never hides the page's last lines. */}
      <div aria-hidden className={`h-48 sm:h-32 print:hidden ${whenAsked}`} />
      <section
        ref={banner}
        aria-label={t('consent.label')}
        className={`fixed inset-x-0 bottom-0 z-40 border-t border-neutral-300 bg-white p-4 text-sm text-neutral-900 shadow-lg print:hidden ${whenAsked}`}
      >
        <form
          method="post"
          action={localePath('/api/consent')}
          onSubmit={submit}
          className="mx-auto flex max-w-5xl flex-wrap items-center gap-3"
        >
          <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
          <p className="min-w-60 flex-1">{t('consent.message')}</p>
          {choosing && (
            <fieldset className="flex w-full flex-wrap gap-4">
              <legend className="sr-only">{t('consent.categories')}</legend>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="analytics" defaultChecked={current?.analytics ?? false} />
                {t('consent.analytics')}
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="marketing" defaultChecked={current?.marketing ?? false} />
                {t('consent.marketing')}
              </label>
            </fieldset>
          )}
          <div className="flex flex-wrap gap-2">
            {/* Distinct keys: reusing the clicked "Choose" node as a submit button would submit the form in the same click. */}
            {choosing ? (
              <button
                key="save"
                type="submit"
                name="choice"
                value="choose"
                className={`${button} bg-neutral-900 text-white`}
              >
                {t('consent.save')}
              </button>
            ) : (
              <button key="choose" type="button" className={button} onClick={() => setChoosing(true)}>
                {t('consent.choose')}
              </button>
            )}
            <button type="submit" name="choice" value="reject" className={button}>
              {t('consent.rejectAll')}
            </button>
            <button type="submit" name="choice" value="accept" className={`${button} bg-neutral-900 text-white`}>
              {t('consent.acceptAll')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}

/** The footer's way back to the consent banner. */
export function ConsentPreferencesButton({className}: {className?: string}) {
  const {t} = useTranslation();
  return (
    <button type="button" className={className} onClick={() => consentChoice.reopen()}>
      {t('consent.preferences')}
    </button>
  );
}
