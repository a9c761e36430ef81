import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/hooks/use-translation';
import {ProductPrice} from '~/components/ProductPrice';
import type {
  MarkedSegment,
  SuggestionGroup,
  SuggestionGroupName,
  SuggestionOption,
} from '~/lib/catalog/predictive-search';
import {imageUrlFor} from '~/lib/ui/image-url';

const GROUP_LABELS: Record<SuggestionGroupName, string> = {
  queries: 'search.suggestedQueries',
  products: 'search.suggestedProducts',
  collections: 'search.suggestedCollections',
  content: 'search.suggestedContent',
};

/** A query suggestion's text: the completion marked, every run rendered as text (never as HTML). */
function MarkedText({segments}: {segments: MarkedSegment[]}) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="bg-transparent font-semibold text-current">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function OptionContent({option}: {option: SuggestionOption}) {
  const {product} = option;
  if (product) {
    const variant = product.selectedOrFirstAvailableVariant;
    return (
      <span className="flex flex-col gap-1">
        {product.featuredImage ? (
          <Image
            loader={imageUrlFor(product.featuredImage)}
            data={product.featuredImage}
            alt=""
            aspectRatio="1/1"
            sizes="(min-width: 1024px) 20vw, 40vw"
            srcSetOptions={{intervals: 3, startingWidth: 200, incrementSize: 200, placeholderWidth: 100}}
            className="rounded-lg bg-foreground/5"
          />
        ) : (
          <span className="block aspect-square rounded-lg bg-foreground/5" />
        )}
        <span className="font-medium leading-snug">{product.title}</span>
        <ProductPrice
          price={variant?.price ?? product.priceRange.minVariantPrice}
          compareAtPrice={variant?.compareAtPrice}
        />
      </span>
    );
  }
  return option.segments ? <MarkedText segments={option.segments} /> : <>{option.label}</>;
}

/**
 * The combobox's popup: every suggestion as one listbox, in groups. Options are not links (a listbox
 * option holds no control); the overlay follows the active one on Enter or a click.
 */
export function SearchSuggestions({
  id,
  groups,
  activeId,
  onChoose,
}: {
  id: string;
  groups: SuggestionGroup[];
  activeId: string | null;
  onChoose: (option: SuggestionOption) => void;
}) {
  const {t} = useTranslation();
  return (
    <div role="listbox" id={id} aria-label={t('search.suggestionsLabel')} className="flex flex-col gap-5">
      {groups.map((group) => (
        <div key={group.name} role="group" aria-labelledby={`${id}-${group.name}`}>
          <div
            id={`${id}-${group.name}`}
            role="presentation"
            className="text-sm font-semibold uppercase tracking-wider text-muted"
          >
            {t(GROUP_LABELS[group.name])}
          </div>
          <div
            className={group.name === 'products' ? 'mt-3 grid grid-cols-2 gap-4 lg:grid-cols-3' : 'mt-2 flex flex-col'}
          >
            {group.options.map((option) => (
              // The field handles the keys for every option (aria-activedescendant); options take no focus.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={option.id}
                id={option.id}
                role="option"
                tabIndex={-1}
                aria-selected={option.id === activeId}
                // Keeps focus in the field, so the list stays one combobox for the keyboard too.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                className={`cursor-pointer rounded-lg p-2 hover:bg-foreground/5 ${
                  option.id === activeId ? 'bg-foreground/10 outline outline-2 outline-primary' : ''
                }`}
              >
                <OptionContent option={option} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
