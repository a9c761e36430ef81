/** The number at the end of an order's gid ("gid://shopify/Order/5?key=…" → "5"): its /account/orders/<id> path. */
export function orderIdOf(gid: string): string {
  return gid.split('/').pop()?.split('?')[0] ?? gid;
}
