import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookieSessionStorage, type Session, type SessionStorage} from '@shopify/remix-oxygen';

/** One session per brand: a preview host serving both never sends one store's customer token to the other. */
export function sessionCookieName(brand: string): string {
  return `session_${brand}`;
}

/**
 * Cookie session signed with SESSION_SECRET. httpOnly so scripts never read the
 * customer token; SameSite=Lax so it still arrives on top-level navigations
 * back from checkout.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;

  readonly #storage: SessionStorage;
  readonly #session: Session;

  constructor(storage: SessionStorage, session: Session) {
    this.#storage = storage;
    this.#session = session;
  }

  /** `name`: sessionCookieName of the brand. */
  static async init(request: Request, options: {name: string; secrets: string[]; secure: boolean}) {
    const {name, secrets, secure} = options;
    const storage = createCookieSessionStorage({
      cookie: {
        name,
        httpOnly: true,
        path: '/',
        sameSite: 'lax',
        secure,
        secrets,
      },
    });
    // A tampered or foreign cookie must not break the page: start a fresh session.
    const session = await storage.getSession(request.headers.get('Cookie')).catch(() => storage.getSession());
    return new this(storage, session);
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    this.isPending = true;
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  destroy() {
    return this.#storage.destroySession(this.#session);
  }

  commit() {
    this.isPending = false;
    return this.#storage.commitSession(this.#session);
  }
}

/** Secrets that sign the session; a production worker without SESSION_SECRET must not start. */
/**
 * What one request left in the session for the next that asks (a notice, a pending form), handed over
 * once: undefined when there is none. The caller checks its shape; a session written by an older
 * release may hold another.
 */
export function takeFromSession(session: HydrogenSession, key: string): unknown {
  const value = session.get(key) as unknown;
  if (value !== undefined) session.unset(key);
  return value;
}

export function sessionSecrets(secret: string | undefined, production: boolean): string[] {
  const secrets = (secret ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (secrets.length > 0) return secrets;
  if (production) {
    throw new Error('SESSION_SECRET is not set: the production worker needs it to sign sessions.');
  }
  // One random secret per dev worker, made on first use (workerd forbids randomness at start-up).
  developmentSecret ??= crypto.randomUUID();
  return [developmentSecret];
}

let developmentSecret: string | undefined;
