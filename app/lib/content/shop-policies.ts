/**
 * lib/content/: the shop's own content: its policies (this file) and the home page's streamed sections.
 */

/**
 * The shop's policies: Shopify exposes each as a field of `shop`, and the storefront shows it
 * at `/policies/<handle>`. In the order the policies index lists them.
 */
export const POLICY_FIELDS = {
  'shipping-policy': 'shippingPolicy',
  'refund-policy': 'refundPolicy',
  'privacy-policy': 'privacyPolicy',
  'terms-of-service': 'termsOfService',
} as const;

export type PolicyHandle = keyof typeof POLICY_FIELDS;
export type PolicyField = (typeof POLICY_FIELDS)[PolicyHandle];

export function policyFieldOf(handle: string | undefined): PolicyField | null {
  return handle !== undefined && Object.hasOwn(POLICY_FIELDS, handle) ? POLICY_FIELDS[handle as PolicyHandle] : null;
}

/** The policies the shop has written, in index order; a policy the shop left empty is not listed. */
export function writtenPolicies<Policy extends {handle: string; title: string}>(
  shop: Partial<Record<PolicyField, Policy | null>>,
): Policy[] {
  return Object.values(POLICY_FIELDS).flatMap((field) => {
    const policy = shop[field];
    return policy ? [policy] : [];
  });
}
