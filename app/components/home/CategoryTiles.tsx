import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useLocalePath} from '~/hooks/use-locale-path';
import type {CategoryTile} from '~/lib/content/merchandising';
import {imageUrlFor} from '~/lib/ui/image-url';

/** A tile's picture is a sixth of a wide page, half of a phone's. */
const TILE_SIZES = '(min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw';

/** Category tiles under the hero, each opening its collection; nothing when there are none. */
export function CategoryTiles({heading, tiles}: {heading: string; tiles: readonly CategoryTile[]}) {
  const localePath = useLocalePath();
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="home-categories" className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile, index) => (
          <li
            key={index}
            className="relative flex flex-col gap-1 rounded-lg border border-foreground/10 p-4 hover:border-foreground/40"
          >
            {tile.image && (
              <Image
                loader={imageUrlFor(tile.image)}
                data={tile.image}
                alt=""
                aspectRatio="1/1"
                sizes={TILE_SIZES}
                loading="lazy"
                className="mb-2 rounded bg-foreground/5"
              />
            )}
            <Link
              to={localePath(`/collections/${tile.collection}`)}
              prefetch="intent"
              className="font-semibold after:absolute after:inset-0"
            >
              {tile.title}
            </Link>
            {tile.text && <p className="text-sm text-muted">{tile.text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
