import {useRef, useState, type KeyboardEvent} from 'react';
import {Image} from '@shopify/hydrogen';
import {useTranslation} from '~/hooks/use-translation';
import {ChevronIcon} from '~/components/icons';
import {nearestSlide, slideForKey, wrapIndex} from '~/lib/ui/carousel';
import {prefersReducedMotion} from '~/lib/ui/motion';
import {fetchedFirst, imageUrlFor} from '~/lib/ui/image-url';

export interface GalleryImage {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

const controlClass =
  'absolute top-1/2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-background/85 text-foreground shadow-md hover:bg-background';

/**
 * The product's pictures as one square carousel, on every screen: the browser's own scroll-snap
 * does the swiping (no carousel library in the first-load JavaScript), and the state here only
 * follows the scroll position to mark the current dot or thumbnail. Previous and next wrap round.
 * Only the first picture loads at once; the rest wait until they are scrolled near.
 * `data-product-carousel` is the hook the analytics "carousel watch" event observes.
 */
export function ProductGallery({images}: {images: GalleryImage[]}) {
  const {t} = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide a button or key asked for while the smooth scroll is still on its way, so that
  // pressing "next" twice quickly moves two pictures, not one.
  const pending = useRef<number | null>(null);
  const count = images.length;
  if (count === 0) return null;

  const slideStarts = () => [...(track.current?.children ?? [])].map((slide) => (slide as HTMLElement).offsetLeft);

  const goTo = (index: number) => {
    const start = slideStarts()[index];
    if (start === undefined || !track.current) return;
    pending.current = index;
    track.current.scrollTo({left: start, behavior: prefersReducedMotion() ? 'instant' : 'smooth'});
  };
  const step = (delta: number) => goTo(wrapIndex((pending.current ?? current) + delta, count));

  const onScroll = () => {
    if (!track.current) return;
    const index = nearestSlide(track.current.scrollLeft, slideStarts());
    if (index === pending.current) pending.current = null;
    setCurrent(index);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = slideForKey(event.key, pending.current ?? current, count);
    if (target === null || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    goTo(target);
  };

  const imageOf = (index: number) => t('product.imageOf', {index: index + 1, count});

  return (
    <section
      aria-label={t('product.gallery')}
      aria-roledescription={t('product.carousel')}
      data-product-carousel
      onKeyDown={count > 1 ? onKeyDown : undefined}
      className="min-w-0 md:flex md:flex-row-reverse md:gap-2"
    >
      <div className="relative min-w-0 md:flex-1">
        {/* Focusable so arrow keys reach it; the scroll bar is hidden as the dots and buttons show the place. */}
        <div
          ref={track}
          // A scrollable strip must take focus for keyboard users to scroll it (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onScroll={onScroll}
          // A finger or mouse on the strip takes over from a button's scroll still on its way.
          onPointerDown={() => (pending.current = null)}
          className="relative flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain [scrollbar-width:none] md:gap-0 md:rounded-lg [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, index) => (
            <div
              key={image.id ?? image.url}
              role="group"
              aria-roledescription={t('product.slide')}
              aria-label={imageOf(index)}
              // Phones: the next picture peeks in from the edge, a hint to swipe that also keeps the square small.
              className="w-[85%] shrink-0 snap-start snap-always overflow-hidden rounded-lg md:w-full md:rounded-none"
            >
              <Image
                loader={imageUrlFor(image)}
                data={image}
                alt={image.altText || imageOf(index)}
                aspectRatio="1/1"
                sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 85vw"
                loading={index === 0 ? 'eager' : 'lazy'}
                {...fetchedFirst(index === 0)}
                className="bg-foreground/5"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => step(-1)}
              aria-label={t('product.previousImage')}
              className={`${controlClass} left-2`}
            >
              <ChevronIcon className="h-5 w-5 rotate-90" />
            </button>
            <button
              type="button"
              onClick={() => step(1)}
              aria-label={t('product.nextImage')}
              className={`${controlClass} right-2`}
            >
              <ChevronIcon className="h-5 w-5 -rotate-90" />
            </button>
          </>
        )}
      </div>

      {count > 1 && (
        <>
          {/* Phones: dots, each a 24 px target around a small mark. */}
          <div className="mt-1 flex justify-center md:hidden">
            {images.map((image, index) => (
              <button
                key={image.id ?? image.url}
                type="button"
                onClick={() => goTo(index)}
                aria-label={t('product.showImage', {index: index + 1})}
                aria-current={index === current ? 'true' : undefined}
                className="grid h-6 w-6 place-items-center"
              >
                <span
                  className={`block h-2 w-2 rounded-full ${index === current ? 'bg-foreground' : 'bg-foreground/25'}`}
                />
              </button>
            ))}
          </div>
          {/* Wider screens: a column of thumbnails beside the picture, scrolling when it is taller than the picture.
              The button names the picture, so the thumbnail itself is decorative. */}
          <div className="relative hidden w-[88px] shrink-0 md:block">
            <div className="absolute inset-0 flex flex-col gap-2 overflow-y-auto p-1 [scrollbar-width:thin]">
              {images.map((image, index) => (
                <button
                  key={image.id ?? image.url}
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={t('product.showImage', {index: index + 1})}
                  aria-current={index === current ? 'true' : undefined}
                  className={`shrink-0 overflow-hidden rounded-md border-2 ${
                    index === current ? 'border-foreground' : 'border-transparent opacity-70 hover:opacity-100'
                  }`}
                >
                  {/* Without altText in its data: Hydrogen's Image would put it back in place of an empty alt. */}
                  <Image
                    loader={imageUrlFor(image)}
                    data={{...image, altText: null}}
                    alt=""
                    width={72}
                    height={72}
                    aspectRatio="1/1"
                    className="bg-foreground/5"
                  />
                </button>
              ))}
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {imageOf(current)}
          </p>
        </>
      )}
    </section>
  );
}
