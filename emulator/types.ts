/**
 * Types shared across the emulator that belong to no single entity. This
 * module imports nothing, so any module may use it without forming a loop.
 */

export type Lang = 'EN' | 'HI';

/**
 * What entity fields read of the request context: its language. The
 * executor's context (Ctx in ./context) carries the brand's store as well;
 * entities get their shop through their constructors instead, which keeps
 * them below the store module.
 */
export interface LangContext {
  lang: Lang;
}

/** A cart attribute; quick-checkout orders carry the cart's attributes over. */
export interface Attribute {
  key: string;
  value: string | null;
}

/** The record `GET /__emulator/orders` lists; amounts in rupees, as the quick-checkout widget reports them. */
export interface PlacedOrder {
  merchant_order_id: string;
  order_id: string;
  cart_token: string;
  created_at: string;
  subtotal_amount: number;
  discount_amount: number;
  total_amount: number;
  currency: 'INR';
  /** units, not lines */
  item_count: number;
  discount_codes: string[];
  attributes: Attribute[];
  note: string | null;
  lines: Array<{sku: string; product_title: string; variant_title: string; quantity: number; unit_price: number}>;
}
