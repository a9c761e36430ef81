import {useLocation, useMatches} from '@remix-run/react';
import {useEffect} from 'react';
import {usePersonal} from '~/hooks/use-personal';
import {routeChanged, track} from '~/lib/analytics/track';

/**
 * Reports each route change (the first page too) from the first load on, so the page-view and
 * engagement clocks start when the shopper sees the page, not when analytics load; and a login
 * the server finished (form, hosted page) as the customer-logged-in event.
 */
export function RouteTracker() {
  const location = useLocation();
  const routeId = useMatches().at(-1)?.id;
  const loggedInWith = usePersonal()?.loggedInWith ?? null;

  // One report per navigation (location.key), with the route it landed on.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => routeChanged(routeId), [location.key]);
  useEffect(() => {
    if (loggedInWith) track('customer_logged_in', {method: loggedInWith, userId: null});
  }, [loggedInWith]);
  return null;
}
