import {Link} from '@remix-run/react';
import {lazy, Suspense, useState} from 'react';
import {useTranslation} from '~/hooks/use-translation';
import {ChunkBoundary} from '~/components/ChunkBoundary';
import {SearchIcon} from '~/components/icons';
import {useLocalePath} from '~/hooks/use-locale-path';

const loadOverlay = () => import('./SearchOverlay');
// Not in the first-load bundle: fetched when the shopper points at or opens search.
const SearchOverlay = lazy(loadOverlay);

/** The header's search icon: opens the overlay, or goes to /search without JavaScript. */
export function SearchButton() {
  const {t} = useTranslation();
  const localePath = useLocalePath();
  const [open, setOpen] = useState(false);

  return (
    <>
      <Link
        to={localePath('/search')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('header.search')}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="rounded-full p-2 hover:bg-foreground/5"
      >
        <SearchIcon />
      </Link>
      {open && (
        // Without its code the overlay cannot open; the search page works without it.
        <ChunkBoundary onError={() => window.location.assign(localePath('/search'))}>
          <Suspense fallback={null}>
            <SearchOverlay onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
