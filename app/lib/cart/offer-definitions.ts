/**
 * Offer definitions as merchandisers keep them: Shopify metaobjects of type `offer`
 * (fields documented in the README). Parsing is strict: a metaobject with a missing or
 * malformed field is skipped rather than shown wrongly.
 */
export type OfferType = 'store_offer' | 'payment_offer';

export interface OfferDefinition {
  id: string;
  type: OfferType;
  title: string;
  code: string;
  detail: string;
  /** rupees; 0 when there is no threshold */
  minSubtotal: number;
  minItemCount: number;
  kind: 'percentage' | 'fixed_amount';
  /** percent or rupees */
  value: number;
  autoApply: boolean;
  /** rupees; payment offers pay back up to this much */
  cashbackAmount: number | null;
  logoUrl: string | null;
  category: string | null;
  paymentTitle: string | null;
  /** the `tnc` field split on "||" */
  terms: string[];
}

type Fields = ReadonlyArray<{key: string; value?: string | null}>;

const number = (value: string | undefined, fallback: number | null): number | null => {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
};

export function offerFromMetaobject(id: string, fields: Fields): OfferDefinition | null {
  const field = (key: string) => fields.find((entry) => entry.key === key)?.value ?? undefined;
  const type = field('offer_type');
  const kind = field('discount_kind');
  const code = field('discount_code')?.trim().toUpperCase();
  const title = field('title')?.trim();
  const value = number(field('discount_value'), null);
  const minSubtotal = number(field('min_subtotal'), 0);
  const minItemCount = number(field('min_item_count'), 0);
  const cashbackAmount = number(field('cashback_amount'), null);
  if (type !== 'store_offer' && type !== 'payment_offer') return null;
  if (kind !== 'percentage' && kind !== 'fixed_amount') return null;
  if (!code || !title || value === null || minSubtotal === null || minItemCount === null) return null;
  if (kind === 'percentage' && value > 100) return null;
  return {
    id,
    type,
    title,
    code,
    detail: field('discount_detail')?.trim() ?? '',
    minSubtotal,
    minItemCount: Math.floor(minItemCount),
    kind,
    value,
    autoApply: field('auto_apply') === 'true',
    cashbackAmount,
    logoUrl: field('logo_url') || null,
    category: field('offer_category') || null,
    paymentTitle: field('payment_offer_title') || null,
    terms: (field('tnc') ?? '')
      .split('||')
      .map((term) => term.trim())
      .filter(Boolean),
  };
}
