import {useLocation, useNavigate, useRevalidator} from '@remix-run/react';
import {useCallback, useRef} from 'react';
import {useTranslation} from 'react-i18next';
import type {PhoneLoginPage} from '~/lib/phone-login';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';
import {useToast} from '~/hooks/use-toast';

const phoneLogin = () => import('~/lib/phone-login');

/**
 * Phone login through the provider's dialog, its code loaded on demand: `preload` when the shopper
 * reaches for it (or the page is idle), `start` to open the dialog. Without a provider the shopper
 * goes to the email and password page.
 */
export function usePhoneLogin() {
  const root = useRootData();
  const script = root?.loginProvider ?? null;
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const {revalidate} = useRevalidator();
  const toast = useToast();
  const {t} = useTranslation();

  const page = useRef<PhoneLoginPage | null>(null);
  page.current =
    script && root
      ? {
          script,
          locale: root.locale,
          localePath,
          location,
          navigate,
          revalidate,
          showToast: (message, tone) => toast.show(message, {tone}),
          t,
        }
      : null;

  const preload = useCallback(() => {
    if (!page.current) return;
    phoneLogin()
      .then((module) => module.preparePhoneLogin(page as {current: PhoneLoginPage}))
      .catch((error: unknown) => console.error(error));
  }, []);

  const start = useCallback(async () => {
    if (!page.current) return navigate(localePath('/account/login'));
    try {
      await (await phoneLogin()).startPhoneLogin(page as {current: PhoneLoginPage});
    } catch (error) {
      console.error(error);
      navigate(localePath('/account/login'));
    }
  }, [localePath, navigate]);

  return {available: script !== null, preload, start};
}
