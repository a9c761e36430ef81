import {useLocation, useNavigate, useRevalidator} from '@remix-run/react';
import {useCallback} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import type {PhoneLoginPage} from '~/lib/account/phone-login';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';
import {useToast} from '~/hooks/use-toast';

const phoneLogin = () => import('~/lib/account/phone-login');

/**
 * The page as it is now, kept by every mounted hook (the header's always is): the login listener
 * outlives the component that first loaded it, and must navigate and translate for today's page.
 */
const currentPage: {current: PhoneLoginPage | null} = {current: null};

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

  currentPage.current =
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
    if (!currentPage.current) return;
    phoneLogin()
      .then((module) => module.preparePhoneLogin(currentPage as {current: PhoneLoginPage}))
      .catch((error: unknown) => console.error(error));
  }, []);

  const start = useCallback(async () => {
    if (!currentPage.current) return navigate(localePath('/account/login'));
    try {
      await (await phoneLogin()).startPhoneLogin(currentPage as {current: PhoneLoginPage});
    } catch (error) {
      console.error(error);
      navigate(localePath('/account/login'));
    }
  }, [localePath, navigate]);

  return {available: script !== null, preload, start};
}
