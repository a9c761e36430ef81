/**
 * CLI: `node --import tsx emulator/main.ts [--port 4100] [--host 127.0.0.1]`; the phone-login
 * provider's keys come from the environment (merchantKeysFromEnv), and so does how long it waits
 * for a request body (`EMULATOR_BODY_TIMEOUT_MS`, 10 s by default).
 */
import {parseArgs} from 'node:util';
import {SCHEMA_VERSIONS} from './api-schemas';
import {DEFAULT_BODY_LIMITS, positiveIntegerSetting} from './http';
import {merchantKeysFromEnv, STAND_IN_OTP} from './login-provider';
import {EMULATOR_TOKENS, startEmulator} from './server';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '4100'}, host: {type: 'string', default: '127.0.0.1'}},
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}

// Handlers first: a signal that arrives while the server starts still closes it cleanly.
const starting = startEmulator({
  port,
  host: values.host,
  merchantKeys: merchantKeysFromEnv(process.env),
  bodyTimeoutMs: positiveIntegerSetting(process.env, 'EMULATOR_BODY_TIMEOUT_MS', DEFAULT_BODY_LIMITS.timeoutMs),
});
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    starting
      .then((emulator) => emulator.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

const emulator = await starting.catch((error: Error) => {
  console.error(`Could not start the Storefront API emulator: ${error.message}`);
  process.exit(1);
});
console.log(`Storefront API emulator listening on ${emulator.url}`);
for (const [brand, token] of Object.entries(EMULATOR_TOKENS)) {
  console.log(
    `  ${brand}: POST ${emulator.url}/api/${SCHEMA_VERSIONS.storefront}/graphql.json  X-Shopify-Storefront-Access-Token: ${token}`,
  );
}
console.log(`  quick-checkout widget: ${emulator.url}/quick-checkout/<brand>/widget.js`);
console.log(
  `  phone-login provider: ${emulator.url}/kwikpass/sdk.js  (merchant stand-in-<brand>, code ${STAND_IN_OTP})`,
);
