import {Link} from '@remix-run/react';
import {useEffect, useId, useRef, useState} from 'react';
import {FormattedMoney} from '~/components/FormattedMoney';
import {useLocalePath} from '~/hooks/use-locale-path';
import {usePageLanguage, useTranslation} from '~/hooks/use-translation';
import {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_STORAGE_KEY,
  viewedTitle,
  type ViewedProduct,
  type ViewedProductSource,
} from '~/lib/catalog/recently-viewed';

function readStorage(): ViewedProduct[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY));
  } catch {
    // Storage switched off or refused: the row simply stays empty.
    return [];
  }
}

function writeStorage(list: ViewedProduct[] | null) {
  try {
    if (list) window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    // A full or refused storage loses the history, nothing else.
  }
}

/**
 * The products this browser opened last (local storage only; nothing is sent anywhere), as a row of
 * cards with a Clear button. On a product page (`current`) the product is remembered and the others are
 * shown. Rendered only in the browser, so shared pages stay the same for everyone; the row's box has a
 * fixed height, so what it holds never moves anything. Loaded on demand (default export for React.lazy).
 */
export default function RecentlyViewedRow({
  current,
  onNavigate,
  className = 'mx-auto w-full max-w-7xl px-4 py-6',
}: {
  current?: ViewedProductSource;
  /** called when the shopper follows a card (the search overlay closes itself) */
  onNavigate?: () => void;
  className?: string;
}) {
  const {t} = useTranslation();
  const language = usePageLanguage();
  const localePath = useLocalePath();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState<ViewedProduct[]>([]);
  const [cleared, setCleared] = useState(false);

  useEffect(() => {
    const list = readStorage();
    setShown(current ? list.filter((entry) => entry.handle !== current.handle) : list);
    setCleared(false);
    if (current) writeStorage(addRecentlyViewed(list, current, language));
  }, [current, language]);

  const clear = () => {
    writeStorage(null);
    setShown([]);
    setCleared(true);
    heading.current?.focus();
  };

  if (!shown.length && !cleared) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('recentlyViewed.title')}
        </h2>
        {shown.length > 0 && (
          <button type="button" onClick={clear} className="rounded-full px-3 py-1 text-sm font-semibold underline">
            {t('recentlyViewed.clear')}
          </button>
        )}
      </div>
      <div className="mt-3 h-56">
        {cleared ? (
          <p role="status" className="text-muted">
            {t('recentlyViewed.cleared')}
          </p>
        ) : (
          <ul className="flex h-full snap-x gap-4 overflow-x-auto pb-2">
            {shown.map((entry) => (
              <li key={entry.handle} className="w-32 shrink-0 snap-start">
                <Link
                  to={localePath(`/products/${entry.handle}`)}
                  onClick={onNavigate}
                  className="flex flex-col gap-1 hover:underline"
                >
                  {entry.image ? (
                    <img
                      src={entry.image.url}
                      alt=""
                      width={entry.image.width}
                      height={entry.image.height}
                      loading="lazy"
                      className="aspect-square w-32 rounded-lg bg-foreground/5 object-cover"
                    />
                  ) : (
                    <span className="block aspect-square w-32 rounded-lg bg-foreground/5" />
                  )}
                  <span className="line-clamp-2 text-sm font-medium">{viewedTitle(entry, language)}</span>
                  <FormattedMoney data={entry.price} as="span" className="text-sm" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
