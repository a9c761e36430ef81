import {Form, useNavigation, useSearchParams} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import {usePhoneLogin} from '~/hooks/use-phone-login';
import {RETURN_PARAM} from '~/lib/account/login-path';

/**
 * The login page: phone login where the brand's provider is there, and the email and password form,
 * which works without JavaScript; `answer` is the action's refusal, shown beside the fields.
 */
export function LoginForm({title, answer}: {title: string; answer?: {error: string; email: string}}) {
  const {t} = useTranslation('account');
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const phoneLogin = usePhoneLogin();
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-neutral-600">{t('login.intro')}</p>
      {phoneLogin.available && (
        <>
          <button
            type="button"
            onPointerEnter={phoneLogin.preload}
            onFocus={phoneLogin.preload}
            onClick={() => void phoneLogin.start()}
            className="mt-6 w-full rounded-md border border-current px-4 py-3 font-medium"
          >
            {t('login.withPhone')}
          </button>
          <p className="my-4 text-center text-sm text-neutral-500">{t('login.or')}</p>
        </>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
        <input type="hidden" name={RETURN_PARAM} value={searchParams.get(RETURN_PARAM) ?? ''} />
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('login.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={answer?.email ?? ''}
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? 'login-error' : undefined}
            className="rounded-md border border-neutral-300 px-3 py-2"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t('login.password')}</span>
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? 'login-error' : undefined}
            className="rounded-md border border-neutral-300 px-3 py-2"
          />
        </label>
        {answer?.error && (
          <p id="login-error" role="alert" className="text-red-600">
            {answer.error}
          </p>
        )}
        <button
          type="submit"
          disabled={submitting}
          className="rounded-md bg-neutral-900 px-4 py-3 font-medium text-white disabled:opacity-60"
        >
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </Form>
    </div>
  );
}
