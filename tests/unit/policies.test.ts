import {describe, expect, it} from 'vitest';
import {policyFieldOf, writtenPolicies} from '~/lib/content/shop-policies';

describe('policyFieldOf', () => {
  it("names the shop's field for a policy's address, and nothing for any other", () => {
    expect(policyFieldOf('refund-policy')).toBe('refundPolicy');
    expect(policyFieldOf('toString')).toBeNull();
    expect(policyFieldOf('')).toBeNull();
    expect(policyFieldOf(undefined)).toBeNull();
  });
});

describe('writtenPolicies', () => {
  it('lists the policies the shop has written, shipping first, leaving out empty ones', () => {
    const policy = (handle: string) => ({handle, title: handle});
    expect(
      writtenPolicies({
        termsOfService: policy('terms-of-service'),
        privacyPolicy: null,
        shippingPolicy: policy('shipping-policy'),
        refundPolicy: policy('refund-policy'),
      }).map((entry) => entry.handle),
    ).toEqual(['shipping-policy', 'refund-policy', 'terms-of-service']);
  });
});
