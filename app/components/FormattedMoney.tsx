import type {ElementType, HTMLAttributes} from 'react';
import {formatMoney, type MoneyData} from '~/lib/catalog/money';

/**
 * A price as Hydrogen's `<Money withoutTrailingZeros>` shows it ("₹1,299", "₹1,299.50"), written
 * without Intl.NumberFormat so hydration does not wait for the browser's number data (decision 021).
 */
export function FormattedMoney({
  data,
  as: Tag = 'span',
  ...attributes
}: {data: MoneyData; as?: ElementType} & HTMLAttributes<HTMLElement>) {
  return <Tag {...attributes}>{formatMoney(data)}</Tag>;
}
