import {useLocation, useNavigate, useRevalidator} from '@remix-run/react';
import {useCallback, useEffect, useRef} from 'react';
import {useTranslation} from 'react-i18next';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';
import {useToast} from '~/hooks/use-toast';
import {RETURN_PARAM, returnPath} from '~/lib/account-paths';
import {analyticsBus} from '~/lib/analytics-bus';
import {ANALYTICS_EVENTS} from '~/lib/analytics-events';
import {loadLoginProvider, onProviderLogin, onProviderReady} from '~/lib/login-provider-client';
import type {LoginData} from '~/lib/login-provider';

/**
 * Phone login through the provider's dialog: `preload` fetches its script (when the shopper
 * reaches for the account icon), `start` opens the dialog. Without a provider, or when its script
 * does not come, the shopper goes to the email and password page.
 */
export function usePhoneLogin() {
  const root = useRootData();
  const script = root?.loginProvider ?? null;
  const lang = root?.locale.lang ?? 'en';
  const localePath = useLocalePath();
  const navigate = useNavigate();

  const preload = useCallback(() => {
    if (script) loadLoginProvider(script).catch((error: unknown) => console.error(error));
  }, [script]);

  const start = useCallback(async () => {
    if (script) {
      try {
        (await loadLoginProvider(script)).open({lang});
        return;
      } catch (error) {
        console.error(error);
      }
    }
    navigate(localePath('/account/login'));
  }, [lang, localePath, navigate, script]);

  return {available: script !== null, preload, start};
}

/**
 * Once the provider is ready, each login it reports is checked and turned into a session by the
 * server (`/api/kwikpass/decode-token`); the page then shows the shopper logged in. Mounted once,
 * in the header.
 */
export function useProviderLogins() {
  const root = useRootData();
  const script = root?.loginProvider ?? null;
  const locale = root?.locale;
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const toast = useToast();
  const {t} = useTranslation();

  // The latest of each, for a listener that lives as long as the page.
  const latest = useRef({localePath, navigate, location, revalidator, toast, t, locale});
  latest.current = {localePath, navigate, location, revalidator, toast, t, locale};

  useEffect(() => {
    if (!script) return;
    const logIn = async (login: LoginData) => {
      const now = latest.current;
      const response = await fetch(now.localePath('/api/kwikpass/decode-token'), {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Accept: 'application/json'},
        body: JSON.stringify({kpToken: login.kpToken}),
      }).catch(() => null);
      const answer = (await response?.json().catch(() => null)) as {
        success?: boolean;
        error?: {message?: string};
      } | null;
      if (!response?.ok || answer?.success !== true) {
        console.error('Phone login refused:', response?.status, answer?.error?.message);
        now.toast.show(answer?.error?.message ?? now.t('account.loginFailed'), {tone: 'error'});
        return;
      }
      analyticsBus.publish(ANALYTICS_EVENTS.customerLoggedIn, {loginMethod: login.loginMethod, userId: login.userId});
      now.toast.show(now.t('account.loggedIn'));
      if (/\/account\/login\/?$/.test(now.location.pathname) && now.locale) {
        now.navigate(returnPath(new URLSearchParams(now.location.search).get(RETURN_PARAM), now.locale));
      } else {
        now.revalidator.revalidate();
      }
    };
    let stopListening = () => {};
    const cancelReady = onProviderReady(() => {
      stopListening = onProviderLogin((login) => void logIn(login));
    });
    return () => {
      cancelReady();
      stopListening();
    };
  }, [script]);
}
