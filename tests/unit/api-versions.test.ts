import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  apiVersionsFor,
  CUSTOMER_ACCOUNT_API_VERSION,
  isApiVersion,
  isPastSupportWindow,
  STOREFRONT_API_VERSION,
  supportWindowEnd,
  versionsUpTo,
} from '~/lib/storefront/api-versions';

const schemasPackage = createRequire(import.meta.url).resolve('shopify-api-schemas/package.json');

/** The Storefront API version @shopify/hydrogen-react's build of the schemas is for (its SFAPI_VERSION). */
function schemasVersion(): string {
  const constants = readFileSync(
    schemasPackage.replace(/package\.json$/, 'dist/node-prod/storefront-api-constants.js'),
    'utf8',
  );
  return /SFAPI_VERSION = "([^"]+)"/.exec(constants)?.[1] ?? 'unknown';
}

describe('API versions', () => {
  it('asks by default for the version of the schemas every document is validated against', () => {
    // The schemas' package is @shopify/hydrogen-react of the same version; its customer-account
    // schema is the one Hydrogen of that release uses for its DEFAULT_CUSTOMER_API_VERSION.
    expect(STOREFRONT_API_VERSION).toBe(schemasVersion());
    expect(CUSTOMER_ACCOUNT_API_VERSION).toBe(schemasVersion());
  });

  it('lets a brand move either version, ignoring a value that is not a version', () => {
    const env = {
      PUBLIC_STOREFRONT_API_VERSION: '2026-07',
      GUM_PUBLIC_STOREFRONT_API_VERSION: '2026-10',
      GUM_PUBLIC_CUSTOMER_ACCOUNT_API_VERSION: 'unstable',
      GROOM_PUBLIC_CUSTOMER_ACCOUNT_API_VERSION: '2026-13',
    };
    expect(apiVersionsFor(env, 'groom')).toEqual({
      storefront: '2026-07',
      customerAccount: CUSTOMER_ACCOUNT_API_VERSION,
    });
    expect(apiVersionsFor(env, 'gum')).toEqual({storefront: '2026-10', customerAccount: 'unstable'});
    expect(apiVersionsFor({}, 'gum')).toEqual({
      storefront: STOREFRONT_API_VERSION,
      customerAccount: CUSTOMER_ACCOUNT_API_VERSION,
    });
  });

  it('knows a stable version from anything else', () => {
    expect(['2026-04', '2025-10', 'unstable'].every(isApiVersion)).toBe(true);
    expect(['2026-05', '2026-4', 'latest', '', '2026-04 '].some(isApiVersion)).toBe(false);
  });

  it('says when a version is more than 12 months old', () => {
    expect(supportWindowEnd('2026-04')?.toISOString()).toBe('2027-04-01T00:00:00.000Z');
    expect(isPastSupportWindow('2026-04', new Date('2027-03-31T23:59:59Z'))).toBe(false);
    expect(isPastSupportWindow('2026-04', new Date('2027-04-01T00:00:00Z'))).toBe(true);
    expect(isPastSupportWindow('2025-04', new Date('2026-11-28T00:00:00Z'))).toBe(true);
    expect(isPastSupportWindow('unstable', new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('lists the stable versions of the year up to one', () => {
    expect(versionsUpTo('2026-04')).toEqual(['2025-07', '2025-10', '2026-01', '2026-04']);
    expect(versionsUpTo('2026-01')).toEqual(['2025-04', '2025-07', '2025-10', '2026-01']);
    expect(versionsUpTo('unstable')).toEqual([]);
  });
});
