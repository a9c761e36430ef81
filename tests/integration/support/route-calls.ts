import {appContextFor} from './storefront';

/** A route module's loader or action; the arguments are built here, so their type is not needed. */
type RouteFunction = (args: never) => unknown;

/** Calls a loader as Remix would for a GET of `url`: the load context server.ts builds, the route's params. */
export async function loadRoute<F extends RouteFunction>(
  loader: F,
  url: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Awaited<ReturnType<F>>> {
  const {request, context} = await appContextFor(url, headers);
  return (await loader({request, context, params} as never)) as Awaited<ReturnType<F>>;
}

/** Calls an action as Remix would for a POST of `body` to `url`. */
export async function postToRoute<F extends RouteFunction>(
  action: F,
  url: string,
  body: BodyInit,
  options: {params?: Record<string, string>; headers?: Record<string, string>} = {},
): Promise<Awaited<ReturnType<F>>> {
  const {context} = await appContextFor(url);
  const request = new Request(url, {method: 'POST', body, headers: options.headers});
  return (await action({request, context, params: options.params ?? {}} as never)) as Awaited<ReturnType<F>>;
}

/** The HTTP status a loader's outcome stands for: 200 when it returns, the status of a Response it throws. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

/** The Response a loader throws (a redirect or a 404); fails the test when it returns instead. */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (thrown instanceof Response) return thrown;
  throw new Error(`expected a thrown Response, got ${String(thrown)}`);
}
