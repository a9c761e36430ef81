/**
 * Seed illustrations: the Storefront `Image` / `MediaImage` objects that point
 * at the emulator, and the SVG the emulator serves for them.
 */
import type {SeedImage} from './seed/types';
import {tr} from './text';
import type {LangContext} from './types';
import {gid} from './ids';

export class ImageEntity {
  readonly __typename = 'Image';
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** deprecated aliases of url that older queries still ask for */
  readonly src: string;
  readonly originalSrc: string;

  constructor(
    readonly seed: SeedImage,
    readonly n: number,
    private readonly href: string,
  ) {
    this.id = gid('ProductImage', n);
    this.width = seed.width;
    this.height = seed.height;
    this.src = href;
    this.originalSrc = href;
  }

  altText(_args: unknown, ctx: LangContext): string {
    return tr(ctx, this.seed.altText, this.seed.hi?.altText);
  }

  /** The transform is ignored: the SVG scales to whatever size the page draws it. */
  url(): string {
    return this.href;
  }

  transformedSrc(): string {
    return this.href;
  }
}

export class MediaImageEntity {
  readonly __typename = 'MediaImage';
  readonly id: string;
  readonly mediaContentType = 'IMAGE';
  readonly presentation = null;

  constructor(readonly image: ImageEntity) {
    this.id = gid('MediaImage', image.n);
  }

  alt(args: unknown, ctx: LangContext): string {
    return this.image.altText(args, ctx);
  }

  previewImage(): ImageEntity {
    return this.image;
  }
}

export const imageUrl = (publicUrl: string, brand: string, id: string) =>
  `${publicUrl}/images/${encodeURIComponent(brand)}/${encodeURIComponent(id)}.svg`;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[c]!);

/** Small stable hash so each picture gets the same shape on every run. */
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

export function renderSvg(image: SeedImage): string {
  const {width: w, height: h} = image;
  const [background, foreground, label, alt] = [image.background, image.foreground, image.label, image.altText].map(
    escapeXml,
  );
  const r = Math.round(Math.min(w, h) * 0.22);
  const cx = Math.round(w / 2);
  const cy = Math.round(h * 0.42);
  const shapes = [
    `<circle cx="${cx}" cy="${cy}" r="${r}"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${Math.round(r / 4)}"/>`,
    `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}"/>`,
  ];
  // Long labels shrink so they stay inside the picture.
  const fontSize = Math.max(10, Math.round(Math.min(h * 0.08, (w * 0.9) / Math.max(1, image.label.length * 0.6))));
  const text = `x="${cx}" y="${Math.round(h * 0.8)}" font-size="${fontSize}" text-anchor="middle"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${alt}">`,
    `<rect width="${w}" height="${h}" fill="${background}"/>`,
    `<g fill="${foreground}" fill-opacity="0.35">${shapes[hash(image.id) % shapes.length]}</g>`,
    `<text ${text} fill="${foreground}" font-family="system-ui, sans-serif">${label}</text>`,
    '</svg>',
  ].join('');
}
