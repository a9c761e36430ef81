/**
 * The worker's log lines for requests it refuses on purpose: one line each (method, path, status,
 * reason), so a merchant reading Oxygen's log sees the stack traces of the errors nobody expected.
 */

/** Long enough to tell pages apart; a refused address may be megabytes long. */
const MAX_LOGGED_PATH = 120;

/** The path only: a query can carry what a shopper typed (a search, an email in a form link). */
function loggedPath(url: string): string {
  const {pathname} = new URL(url);
  return pathname.length > MAX_LOGGED_PATH ? `${pathname.slice(0, MAX_LOGGED_PATH)}…` : pathname;
}

export function refusalLogLine(request: Request, status: number, reason: string): string {
  return `Refused ${request.method} ${loggedPath(request.url)} ${status} (${reason})`;
}

export function logRefusal(request: Request, status: number, reason: string): void {
  console.warn(refusalLogLine(request, status, reason));
}
