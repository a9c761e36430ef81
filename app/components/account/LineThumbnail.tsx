import {Image} from '@shopify/hydrogen';
import {imageUrlFor} from '~/lib/ui/image-url';

/** An order's or a subscription's line picture, or a plain square of its size where the line has none. */
export function LineThumbnail({
  image,
  title,
}: {
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null | undefined;
  title: string;
}) {
  return image ? (
    <Image
      loader={imageUrlFor(image)}
      data={image}
      alt={image.altText ?? title}
      width={56}
      height={56}
      sizes="56px"
      loading="lazy"
      className="h-14 w-14 rounded object-cover"
    />
  ) : (
    <span aria-hidden className="h-14 w-14 rounded bg-neutral-100" />
  );
}
