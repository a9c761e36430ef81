import {Form, useSubmit} from '@remix-run/react';
import type {ReactNode} from 'react';
import {useLocalePath} from '~/hooks/use-locale-path';
import {useRootData} from '~/hooks/use-root-data';
import {logOutOfProvider} from '~/lib/account/login-provider-client';

/**
 * Logs out with a POST (a link could be followed by anyone's page). With JavaScript the phone-login
 * provider is told first, so the same phone can log in again through its dialog.
 */
export function LogoutForm({children, className}: {children: ReactNode; className?: string}) {
  const localePath = useLocalePath();
  const script = useRootData()?.loginProvider ?? null;
  const submit = useSubmit();
  return (
    <Form
      method="post"
      action={localePath('/account/logout')}
      className={className}
      onSubmit={(event) => {
        if (!script) return;
        event.preventDefault();
        const form = event.currentTarget;
        void logOutOfProvider(script).then(() => submit(form));
      }}
    >
      {children}
    </Form>
  );
}
