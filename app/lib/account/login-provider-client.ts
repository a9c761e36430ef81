import {
  LOGIN_DATA_EVENT,
  LOGIN_METHODS,
  LOGIN_PROVIDER_GLOBAL,
  MERCHANT_ID_ATTRIBUTE,
  READY_EVENT,
  type LoginData,
  type LoginProviderApi,
} from '~/lib/account/login-provider';

/** How long the provider's script may take before the shopper is sent to the login page instead. */
export const PROVIDER_WAIT_MS = 8000;

let loading: Promise<LoginProviderApi> | null = null;

function readyProvider(): LoginProviderApi | null {
  const api = (window as unknown as Record<string, unknown>)[LOGIN_PROVIDER_GLOBAL] as LoginProviderApi | undefined;
  return api?.ready === true && typeof api.open === 'function' ? api : null;
}

/**
 * Loads the provider's script once (from its own host) and resolves when it has set its ready
 * flag; rejects after PROVIDER_WAIT_MS or on a network error, and a later call tries again.
 */
export function loadLoginProvider(script: {scriptUrl: string; merchantId: string}): Promise<LoginProviderApi> {
  const ready = readyProvider();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<LoginProviderApi>((resolve, reject) => {
    const element = document.createElement('script');
    const fail = (reason: string) => {
      element.remove();
      loading = null;
      reject(new Error(`Login provider: ${reason}`));
    };
    const onReady = () => {
      clearTimeout(timer);
      const api = readyProvider();
      if (api) resolve(api);
      else fail('ready event without the API');
    };
    const timer = setTimeout(() => {
      window.removeEventListener(READY_EVENT, onReady);
      fail('script not ready in time');
    }, PROVIDER_WAIT_MS);
    window.addEventListener(READY_EVENT, onReady, {once: true});
    element.src = script.scriptUrl;
    element.async = true;
    element.setAttribute(MERCHANT_ID_ATTRIBUTE, script.merchantId);
    element.onerror = () => {
      clearTimeout(timer);
      window.removeEventListener(READY_EVENT, onReady);
      fail('script failed to load');
    };
    document.head.append(element);
  });
  return loading;
}

/** The provider's login data, checked for shape (it comes from a third-party script). */
export function loginDataOf(event: Event): LoginData | null {
  const detail = (event as CustomEvent<Partial<LoginData>>).detail;
  if (!detail || typeof detail !== 'object') return null;
  const {kpToken, phone, loginMethod, userId} = detail;
  if (typeof kpToken !== 'string' || !kpToken) return null;
  return {
    kpToken,
    phone: typeof phone === 'string' ? phone : '',
    loginMethod: LOGIN_METHODS.includes(loginMethod as never)
      ? (loginMethod as LoginData['loginMethod'])
      : 'shop-login',
    userId: typeof userId === 'string' || typeof userId === 'number' ? String(userId) : '',
  };
}

/** Calls `handler` with each login the provider reports; returns the unsubscribe. */
export function onProviderLogin(handler: (data: LoginData) => void): () => void {
  const listener = (event: Event) => {
    const data = loginDataOf(event);
    if (data) handler(data);
  };
  window.addEventListener(LOGIN_DATA_EVENT, listener);
  return () => window.removeEventListener(LOGIN_DATA_EVENT, listener);
}

/** Runs `task` once the provider's script has set its ready flag (now, if it has). Returns the cancel. */
export function onProviderReady(task: () => void): () => void {
  if (readyProvider()) {
    task();
    return () => {};
  }
  window.addEventListener(READY_EVENT, task, {once: true});
  return () => window.removeEventListener(READY_EVENT, task);
}

/** How long logging out waits for the provider before the store's own logout goes ahead. */
const PROVIDER_LOGOUT_WAIT_MS = 2000;

/** Tells the provider the customer logged out, so the phone's next login goes through its dialog again. */
export async function logOutOfProvider(script: {scriptUrl: string; merchantId: string}): Promise<void> {
  const giveUp = new Promise<void>((resolve) => setTimeout(resolve, PROVIDER_LOGOUT_WAIT_MS));
  try {
    await Promise.race([loadLoginProvider(script).then((api) => api.logout()), giveUp]);
  } catch (error) {
    // The store's own logout still happens; the provider forgets its session when it expires.
    console.error(error);
  }
}

/** Resolves once the provider's script has set its ready flag (at once if it already has); never loads it. */
export function whenLoginProviderReady(): Promise<void> {
  if (readyProvider()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(READY_EVENT, () => resolve(), {once: true}));
}
