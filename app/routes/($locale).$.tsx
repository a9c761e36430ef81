import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {notFoundOrRedirect} from '~/lib/routing/route-guards';

export {keepDataAfterCartPost as shouldRevalidate} from '~/lib/routing/revalidation';

/** Any path no other route answers: a redirect from the Shopify admin, or the branded 404. */
export async function loader({request, context}: LoaderFunctionArgs) {
  return notFoundOrRedirect(request, context);
}

export default function CatchAll() {
  return null;
}
