import {Link} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import type {ProductChoice} from '~/lib/catalog/product-options';
import {useLocalePath} from '~/hooks/use-locale-path';

/** The product's choices (pack size, strength, colour) as links to each value's variant. */
export function ProductChoices({choices}: {choices: ProductChoice[]}) {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <>
      {choices.map((option) => (
        <fieldset key={option.name}>
          <legend className="text-sm font-semibold">{option.name}</legend>
          <ul className="mt-2 flex flex-wrap gap-2">
            {option.optionValues.map((value) => (
              <li key={value.name}>
                {value.exists ? (
                  <Link
                    to={`${localePath(`/products/${value.handle}`)}?${value.variantUriQuery}`}
                    replace
                    preventScrollReset
                    aria-current={value.selected ? 'true' : undefined}
                    className={`inline-block rounded-full border px-4 py-2 text-sm ${
                      value.selected ? 'border-foreground font-semibold' : 'border-foreground/20'
                    } ${value.available ? '' : 'text-muted line-through'}`}
                  >
                    {value.name}
                    {!value.available && <span className="sr-only"> ({t('product.soldOut')})</span>}
                  </Link>
                ) : (
                  <span className="inline-block rounded-full border border-dashed border-foreground/20 px-4 py-2 text-sm text-muted">
                    {value.name}
                    <span className="sr-only"> ({t('product.unavailable')})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
