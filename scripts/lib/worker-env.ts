/**
 * The variables the worker reads (see env.d.ts), by name prefix. Only these pass
 * from .env and the shell into a local worker; the rest of the shell stays out.
 */
export const WORKER_ENV_PREFIXES = [
  'PUBLIC_',
  'PRIVATE_',
  'GROOM_',
  'GUM_',
  'SESSION_SECRET',
  'STOREFRONT',
  'EMULATOR_URL',
  'BRAND_HOSTS',
  'DEFAULT_BRAND',
  'SHOP_ID',
  'KWIKPASS_',
  'SERVICE_WORKER',
];
