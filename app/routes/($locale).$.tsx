import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {notFound} from '~/lib/route-guards';

/** Any path no other route answers: the branded 404 (server.ts then tries Shopify's redirects). */
export async function loader(_args: LoaderFunctionArgs) {
  throw notFound();
}

export default function CatchAll() {
  return null;
}
