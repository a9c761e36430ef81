import {describe, expect, it, vi} from 'vitest';
import {logVersionWarningsOnce} from '~/lib/storefront/version-warnings.server';

describe('logVersionWarningsOnce', () => {
  it("writes Hydrogen's per-request API version warning once, and every other warning each time", () => {
    const warn = vi.fn();
    const target = {warn};
    logVersionWarningsOnce(target);
    const versionWarning =
      '[h2:warn:createCustomerAccountClient] You are using Customer Account API version 2026-04 when this version of Hydrogen was built for 2025-04.';
    for (let request = 0; request < 3; request++) {
      target.warn(versionWarning);
      target.warn('Something else');
    }
    expect(warn.mock.calls).toEqual([[versionWarning], ['Something else'], ['Something else'], ['Something else']]);
  });
});
