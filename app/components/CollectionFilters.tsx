import {Form, useSubmit} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import {IN_STOCK, OUT_OF_STOCK, SORT_OPTIONS, type CollectionFilterState} from '~/lib/catalog/sort-and-filters';

/**
 * Filter panel and sort order as one GET form: the state lives in the URL (shareable,
 * the back button works) and "Apply Filters" works without JavaScript; with it, a new
 * sort order applies as soon as it is chosen.
 */
export function CollectionFilters({state}: {state: CollectionFilterState}) {
  const {t} = useTranslation();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      preventScrollReset
      className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-4 rounded-lg bg-foreground/5 p-4"
    >
      <fieldset>
        <legend className="text-sm font-semibold">{t('collection.availability')}</legend>
        <div className="mt-2 flex gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="availability" value={IN_STOCK} defaultChecked={state.inStock} />
            {t('collection.inStock')}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="availability" value={OUT_OF_STOCK} defaultChecked={state.outOfStock} />
            {t('collection.outOfStock')}
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold">{t('collection.price')}</legend>
        <div className="mt-2 flex items-center gap-2 text-sm">
          {(
            [
              ['price_min', 'collection.priceFrom', state.minPrice],
              ['price_max', 'collection.priceTo', state.maxPrice],
            ] as const
          ).map(([name, label, value]) => (
            <label key={name} className="flex items-center gap-1">
              <span>{t(label)}</span>
              <input
                type="number"
                name={name}
                min={0}
                inputMode="numeric"
                defaultValue={value ?? ''}
                className="w-24 rounded border border-foreground/20 bg-background px-2 py-1"
              />
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col text-sm">
        <span className="font-semibold">{t('collection.sortBy')}</span>
        <select
          name="sort"
          defaultValue={state.sort.value}
          onChange={(event) => submit(event.currentTarget.form, {preventScrollReset: true})}
          className="mt-2 rounded border border-foreground/20 bg-background px-2 py-1"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`collection.sort.${option.value}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-primary-foreground">
        {t('collection.applyFilters')}
      </button>
    </Form>
  );
}
