import {useSearchParams} from '@remix-run/react';
import {useEffect, useRef, useState, type FormEvent} from 'react';
import {flushSync} from 'react-dom';
import {useTranslation} from '~/hooks/use-translation';
import {useToast} from '~/hooks/use-toast';
import {
  isNewsletterOutcome,
  NEWSLETTER_ERROR_DISPLAY_MS,
  NEWSLETTER_HONEYPOT_FIELD,
  newsletterSucceeded,
  type NewsletterOutcome,
} from '~/lib/account/newsletter';
import {useLocalePath} from '~/hooks/use-locale-path';
import {hashedEmail} from '~/lib/analytics/hash';
import {track} from '~/lib/analytics/track';

type State = {status: 'idle' | 'submitting'} | {status: 'done'; outcome: NewsletterOutcome; message: string};

/**
 * Newsletter sign-up. With JavaScript it posts in place (button and field disabled
 * with a spinner while it runs; success, or an address already on the list, is a toast
 * and clears the field; an error shows for 5 s); without, it is a plain form and the
 * page it returns to says how it went (`?newsletter=`). Its anti-bot token is asked when the
 * shopper first focuses the form (or submits it), not with every page.
 */
export function NewsletterForm() {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const returned = searchParams.get('newsletter');
  const [state, setState] = useState<State>(() =>
    isNewsletterOutcome(returned)
      ? {status: 'done', outcome: returned, message: t(`newsletter.${returned}`)}
      : {status: 'idle'},
  );
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [formToken, setFormToken] = useState('');
  const tokenRequest = useRef<Promise<string> | null>(null);
  const toast = useToast();
  const tokenPath = localePath('/api/newsletter/token');

  /** The anti-bot token, asked once the shopper starts to use the form; '' when it could not be had. */
  const requestToken = () =>
    (tokenRequest.current ??= fetch(tokenPath, {headers: {Accept: 'application/json'}})
      .then((response) => (response.ok ? (response.json() as Promise<{formToken?: unknown}>) : null))
      .then(
        (body) => (typeof body?.formToken === 'string' ? body.formToken : ''),
        () => '',
      )
      .then((token) => {
        if (token) setFormToken(token);
        else tokenRequest.current = null;
        return token;
      }));

  useEffect(() => {
    if (state.status !== 'done' || newsletterSucceeded(state.outcome)) return;
    const timer = setTimeout(() => setState({status: 'idle'}), NEWSLETTER_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const action = localePath('/api/newsletter/subscribe');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!email.trim() || state.status === 'submitting') return;
    setState({status: 'submitting'});
    const token = formToken || (await requestToken());
    if (!token) {
      // No token to be had: the form posts itself, and the endpoint asks to confirm on a page with a
      // token of its own. Its fields are enabled first, or the post would leave them out.
      flushSync(() => setState({status: 'idle'}));
      form.submit();
      return;
    }
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({email, formToken: token, [NEWSLETTER_HONEYPOT_FIELD]: honeypot}),
      });
      const body = (await response.json()) as {outcome?: unknown; message?: string};
      const outcome = isNewsletterOutcome(body.outcome) ? body.outcome : 'failed';
      const message = body.message || t(`newsletter.${outcome}`);
      // An address already on the list is no error: it is said the way a new one is thanked.
      if (newsletterSucceeded(outcome)) {
        // Ad platforms and the collector get the address only as its hash.
        void hashedEmail(email).then((emailSha256) => track('subscribe', {emailSha256}));
        toast.show(message);
        setEmail('');
        setState({status: 'idle'});
      } else {
        setState({status: 'done', outcome, message});
      }
    } catch {
      setState({status: 'done', outcome: 'failed', message: t('newsletter.failed')});
    }
  };

  const submitting = state.status === 'submitting';
  return (
    <form
      id="newsletter"
      method="post"
      action={action}
      onSubmit={submit}
      onFocus={() => void requestToken()}
      className="max-w-sm"
    >
      <h2 className="text-sm font-semibold uppercase tracking-wider">{t('newsletter.heading')}</h2>
      <input type="hidden" name="formToken" value={formToken} />
      {/* Off screen and out of the tab order: people never fill it, form-filling bots do. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="newsletter-website">{t('newsletter.honeypotLabel')}</label>
        <input
          id="newsletter-website"
          type="text"
          name={NEWSLETTER_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('newsletter.label')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          placeholder={t('newsletter.placeholder')}
          className="min-w-0 flex-1 rounded-full border border-current/30 bg-background px-4 py-2 text-foreground"
        />
        <button
          type="submit"
          disabled={submitting}
          className="flex items-center gap-2 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground disabled:opacity-60"
        >
          {submitting && (
            <span
              aria-hidden
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {submitting ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {state.status === 'done' &&
        (newsletterSucceeded(state.outcome) ? (
          <p role="status" className="mt-3 font-medium">
            {state.message}
          </p>
        ) : (
          <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700">
            {state.message}
          </p>
        ))}
    </form>
  );
}
