import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {localizePath} from '~/lib/i18n/locale';
import {assertLocale} from '~/lib/routing/route-guards';

/** A GET never logs out (any page could link here): it shows the account. */
export async function loader({params, context}: LoaderFunctionArgs) {
  assertLocale(params, context);
  throw redirect(localizePath('/account', context.locale));
}

/** Ends the customer's session here and at Shopify, then goes home in the page's language. */
export async function action({params, context}: ActionFunctionArgs) {
  assertLocale(params, context);
  return context.customerAccounts.logout(localizePath('/', context.locale));
}
