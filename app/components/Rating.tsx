import {useTranslation} from '~/hooks/use-translation';
import type {Rating as RatingValue} from '~/lib/catalog/product';

/**
 * Stars for the review metafields; nothing when there is no usable rating. The words are for screen
 * readers; the figures beside the stars are one text node, as they are one thing to read.
 */
export function Rating({rating}: {rating: RatingValue | null}) {
  const {t} = useTranslation();
  if (!rating) return null;
  const filled = Math.round(rating.value);
  const label = t('product.rating', {value: rating.value, count: rating.count});
  return (
    <p className="rating">
      <span aria-hidden className="rating-stars">
        {'★'.repeat(filled)}
        {filled < 5 && <span className="text-muted/40">{'★'.repeat(5 - filled)}</span>}
      </span>
      <span className="sr-only">{label}</span>
      <span aria-hidden className="text-muted">
        {`${rating.value} (${rating.count})`}
      </span>
    </p>
  );
}
