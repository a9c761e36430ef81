import {Link} from '@remix-run/react';
import {useTranslation} from '~/hooks/use-translation';
import {SearchIcon} from '~/components/icons';
import {useLocalePath} from '~/hooks/use-locale-path';

/**
 * Search for brands without the overlay: straight to the results page, whose box then has the
 * focus, so the shopper types at once (`focusSearch` in the navigation's state).
 */
export function SearchLink() {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  return (
    <Link
      to={localePath('/search')}
      state={{focusSearch: true}}
      aria-label={t('header.search')}
      className="rounded-full p-2 hover:bg-foreground/5"
    >
      <SearchIcon />
    </Link>
  );
}
