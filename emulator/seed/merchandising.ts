/**
 * Each shop's merchandising metaobjects (app/lib/content/metaobject-definitions.ts): the campaign a
 * merchandiser has set up in admin. The words are the stores' own copy, so the stand-in's home pages
 * read as the repository's defaults do; the hero pictures come from the shop's Files.
 */
import type {SeedImage, SeedMetaobject, SeedMetaobjectField} from './types';

type Field = readonly [key: string, type: SeedMetaobjectField['type'], value: string, hi?: string];

const entry = (type: string, handle: string, fields: readonly Field[]): SeedMetaobject => ({
  type,
  handle,
  fields: fields.map(([key, fieldType, value, hi]) => ({
    key,
    type: fieldType,
    value,
    ...(hi === undefined ? {} : {hi}),
  })),
});

const text = 'single_line_text_field';
const position = (n: number): Field => ['position', 'number_integer', String(n)];

const section = (handle: string, n: number, collection?: string) =>
  entry('home_section', handle, [
    ['section', text, handle.replace(/-/g, '_')],
    ...(collection ? [['collection', 'collection_reference', collection] as const] : []),
    position(n),
  ]);

export const groomFiles: SeedImage[] = [
  {
    id: 'home-hero-shave-kit',
    width: 1200,
    height: 800,
    altText: 'A razor, a brush and a tub of shave cream on a slate shelf',
    label: 'Shave kit',
    background: '#1f2937',
    foreground: '#f59e0b',
  },
];

export const groomMerchandising: SeedMetaobject[] = [
  entry('announcement', 'free-shipping', [['text', text, 'Free shipping on orders above ₹299'], position(1)]),
  entry('home_hero', 'sharp-tools', [
    ['heading', text, 'Sharp tools for a sharper you'],
    ['text', 'multi_line_text_field', 'Razors, trimmers, shave care and fragrances made for Indian skin and weather.'],
    ['image', 'file_reference', 'home-hero-shave-kit'],
    ['cta_label', text, 'Shop best sellers'],
    ['cta_link', text, '/collections/best-seller'],
    position(1),
  ]),
  ...[
    ['razors', 'Razors', 'Six-blade, three-blade and safety razors, and their refills', 'razors-1'],
    ['trimmers', 'Trimmers', 'Beard, body, head and nose trimmers with skin-safe blades', 'trimmers'],
    ['shave-care', 'Shave care', 'Foams, gels, pre-shave oil and after shave balm', 'shave-care'],
    ['fragrances', 'Fragrances', 'Perfumes, deodorants and body sprays', 'fragrances'],
    ['skin-care', 'Skin care', 'Face washes, moisturiser and sunscreen for Indian weather', 'skin-care'],
    ['gifting-kits', 'Gifting kits', 'Ready-to-gift boxes with a free message card', 'gifting-kits'],
  ].map(([handle, title, body, collection], index) =>
    entry('category_tile', handle!, [
      ['title', text, title!],
      ['text', text, body!],
      ['collection', 'collection_reference', collection!],
      position(index + 1),
    ]),
  ),
  section('categories', 1),
  section('products', 2),
  section('new-arrivals', 3, 'new-arrivals'),
  section('gifting', 4, 'gifting-kits'),
];

export const gumFiles: SeedImage[] = [
  {
    id: 'home-hero-fresh-start',
    width: 1200,
    height: 800,
    altText: 'A strip of mint nicotine gum beside a snapped cigarette',
    label: 'Fresh start',
    background: '#064e3b',
    foreground: '#facc15',
    hi: {altText: 'टूटी सिगरेट के पास मिंट निकोटीन गम की एक पट्टी'},
  },
];

export const gumMerchandising: SeedMetaobject[] = [
  entry('announcement', 'free-perfume', [
    ['text', text, 'Shop for 999/- | Use Code: FREEPERFUME', '999/- की खरीदारी करें | कोड इस्तेमाल करें: FREEPERFUME'],
    position(1),
  ]),
  entry('home_hero', 'one-chew-at-a-time', [
    ['heading', text, 'Quit smoking and chewing tobacco, one chew at a time', 'सिगरेट और तंबाकू छोड़ें, एक-एक च्यू के साथ'],
    [
      'text',
      'multi_line_text_field',
      'Sugar-free nicotine gum that takes the edge off cravings while you break the habit.',
      'शुगर-फ़्री निकोटीन गम से तलब पर क़ाबू पाएँ और धीरे-धीरे आदत छोड़ें।',
    ],
    ['image', 'file_reference', 'home-hero-fresh-start'],
    ['cta_label', text, 'Shop nicotine gums', 'निकोटीन गम खरीदें'],
    ['cta_link', text, '/collections/nicotine-gums'],
    position(1),
  ]),
  section('claims', 1),
  section('offers', 2),
  section('products', 3),
  section('testimonials', 4),
  section('doctors', 5),
  section('faq', 6),
];
