/**
 * Seed catalogue for "Kestrel Men", an invented men's grooming brand (India, INR).
 * Everything here is fictional: names, copy, banks, wallets and URLs.
 */
import {groomFiles, groomMerchandising} from './merchandising';
import type {
  BrandSeed,
  SeedArticle,
  SeedBlog,
  SeedCollection,
  SeedMenuItem,
  SeedMenuItemType,
  SeedMetafield,
  SeedMetaobject,
  SeedOption,
  SeedPage,
  SeedProduct,
  SeedVariant,
} from './types';
import {a, banner, h2, image, inr, order, p, reviews, ul} from './build';

const VENDOR = 'Kestrel Men';

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

const opt = (name: string, values: string[]): SeedOption => ({name, values});

function v(
  sku: string,
  options: Record<string, string>,
  price: string,
  compareAtPrice?: string,
  quantityAvailable = 40,
  imageIndex?: number,
): SeedVariant {
  return {
    sku,
    options,
    price,
    ...(compareAtPrice ? {compareAtPrice} : {}),
    quantityAvailable,
    ...(imageIndex !== undefined ? {imageIndex} : {}),
  };
}

/** EAN-13 style barcode with a valid check digit, derived from a running number. */
let barcodeCounter = 0;
function nextBarcode(): string {
  barcodeCounter += 1;
  const body = `890617${String(barcodeCounter).padStart(6, '0')}`;
  const sum = body.split('').reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

interface ProductSpec {
  handle: string;
  title: string;
  /** short name drawn on the product shots */
  label: string;
  type: string;
  tags: string[];
  /** YYYY-MM-DD */
  created: string;
  colours: [string, string];
  /** one label per image; the first is the main shot */
  shots: string[];
  body: string;
  /** single-variant products */
  sku?: string;
  price?: string;
  compare?: string;
  qty?: number;
  grams?: number;
  options?: SeedOption[];
  variants?: SeedVariant[];
  /** [rating, count]; 'malformed' stores broken JSON; null leaves reviews out */
  rating: [string, number] | 'malformed' | null;
  seo?: {title?: string; description?: string};
}

function product(spec: ProductSpec): Omit<SeedProduct, 'salesRank'> {
  const images = spec.shots.map((shot, i) =>
    image(
      `${spec.handle}-${i + 1}`,
      i === 0 ? spec.label : shot,
      i === 0 ? `${spec.title}, front view` : `${spec.title}: ${shot.toLowerCase()}`,
      i % 2 === 0 ? spec.colours : [spec.colours[1], spec.colours[0]],
    ),
  );
  const single = !spec.variants;
  const variants: SeedVariant[] = single
    ? [
        v(
          spec.sku ?? spec.handle.toUpperCase(),
          {Title: 'Default Title'},
          spec.price ?? '0.0',
          spec.compare,
          spec.qty ?? 40,
        ),
      ]
    : spec.variants!;
  const metafields: SeedMetafield[] =
    spec.rating === null
      ? []
      : spec.rating === 'malformed'
        ? [
            {namespace: 'reviews', key: 'rating', type: 'json', value: '{"value":4.'},
            {namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: '57'},
          ]
        : reviews(spec.rating[0], spec.rating[1]);
  return {
    handle: spec.handle,
    title: spec.title,
    descriptionHtml: spec.body,
    productType: spec.type,
    vendor: VENDOR,
    tags: spec.tags,
    createdAt: `${spec.created}T10:30:00Z`,
    seo: spec.seo ?? {
      title: `${spec.title} | ${VENDOR}`,
      description: spec.body
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 155),
    },
    options: single ? [opt('Title', ['Default Title'])] : spec.options!,
    variants: variants.map((variant) => ({
      ...variant,
      barcode: nextBarcode(),
      ...(spec.grams ? {weight: spec.grams} : {}),
    })),
    images,
    metafields,
  };
}

// palettes
const STEEL: [string, string] = ['#1f2a37', '#e5e7eb'];
const DARK: [string, string] = ['#0b0f14', '#f5b942'];
const TEAL: [string, string] = ['#0f5e5a', '#e6fffb'];
const OCEAN: [string, string] = ['#1e3a8a', '#dbeafe'];
const WOOD: [string, string] = ['#5b3a29', '#f6e7d8'];
const OUD: [string, string] = ['#3b0d2e', '#f3d9a4'];
const CHARCOAL: [string, string] = ['#262626', '#d4d4d4'];
const SAGE: [string, string] = ['#3f5f4a', '#eef5ec'];
const GIFT: [string, string] = ['#7a1f2b', '#fde8c8'];

// ---------------------------------------------------------------------------
// products
// ---------------------------------------------------------------------------

const specs: ProductSpec[] = [
  // ----- razors ------------------------------------------------------------
  {
    handle: 'kestrel-6-blade-razor',
    title: 'Kestrel Six Blade Razor',
    label: 'Six Blade Razor',
    type: 'Razor',
    tags: ['razor', '6-blade', 'bestseller', 'shaving'],
    created: '2024-01-18',
    colours: STEEL,
    shots: ['Front', 'Gunmetal', 'Matte Black', 'Sandstone', 'Blade close-up', 'In the box'],
    body:
      p(
        'Six anti-friction steel blades sit in a pivoting head that follows the line of your jaw, so one stroke does the work of three. The aloe and vitamin E strip keeps the glide smooth even on two-day stubble.',
      ) +
      ul(
        '6 coated blades with 0.5 mm spacing to stop clogging',
        'Precision trimmer on the back for sideburns and the area under the nose',
        'Weighted zinc handle with a ribbed rubber grip',
        'Takes every Kestrel six blade refill cartridge',
      ) +
      p('Rinse after every stroke and let it dry on its stand: a cartridge stays sharp for up to 15 shaves.'),
    options: [opt('Colour', ['Gunmetal', 'Matte Black', 'Sandstone']), opt('Pack', ['Razor', 'Razor + 4 Cartridges'])],
    variants: [
      v('KM-RZ6-GM', {Colour: 'Gunmetal', Pack: 'Razor'}, '599.0', '799.0', 140, 1),
      v('KM-RZ6-GM-4C', {Colour: 'Gunmetal', Pack: 'Razor + 4 Cartridges'}, '999.0', '1396.0', 64, 1),
      v('KM-RZ6-MB', {Colour: 'Matte Black', Pack: 'Razor'}, '599.0', '799.0', 88, 2),
      v('KM-RZ6-MB-4C', {Colour: 'Matte Black', Pack: 'Razor + 4 Cartridges'}, '999.0', '1396.0', 0, 2),
      v('KM-RZ6-SS', {Colour: 'Sandstone', Pack: 'Razor'}, '649.0', '799.0', 35, 3),
      v('KM-RZ6-SS-4C', {Colour: 'Sandstone', Pack: 'Razor + 4 Cartridges'}, '1049.0', '1396.0', 18, 3),
    ],
    grams: 92,
    rating: ['4.6', 1324],
  },
  {
    handle: 'kestrel-3-blade-razor',
    title: 'Kestrel Three Blade Razor',
    label: 'Three Blade Razor',
    type: 'Razor',
    tags: ['razor', '3-blade', 'shaving', 'under-499'],
    created: '2024-02-06',
    colours: ['#334155', '#f1f5f9'],
    shots: ['Front', 'Side profile', 'Head close-up'],
    body:
      p(
        'The everyday razor for a quick shave before the office run. Three blades, a flexible rubber guard that lifts the hair before it is cut, and a slim handle that fits a washbag.',
      ) + ul('3 stainless steel blades', 'Open-back cartridge that rinses clean in seconds', 'Comes with 2 cartridges'),
    sku: 'KM-RZ3',
    price: '299.0',
    compare: '349.0',
    qty: 210,
    grams: 54,
    rating: ['4.3', 642],
  },
  {
    handle: 'forge-double-edge-safety-razor',
    title: 'Forge Double Edge Safety Razor',
    label: 'Safety Razor',
    type: 'Razor',
    tags: ['razor', 'safety-razor', 'plastic-free', 'shaving', 'personalisation'],
    created: '2024-06-12',
    colours: ['#44403c', '#e7e5e4'],
    shots: ['Front', 'Butterfly head open', 'With blade pack', 'Knurled handle'],
    body:
      p(
        'A butterfly-head safety razor machined from brass and finished in brushed chrome. Twist the handle, drop in a blade, close: it is the closest shave you can get without a barber.',
      ) +
      ul(
        'Balanced 82 g weight does the work, no pressure needed',
        'Knurled grip that stays put with wet hands',
        'Includes 5 double edge blades',
      ) +
      p(
        'Hold it at about 30 degrees and let short strokes do the rest. New to safety razors? Start with the grain and go slow on the chin.',
      ),
    sku: 'KM-RZ-DE',
    price: '899.0',
    compare: '1199.0',
    qty: 46,
    grams: 82,
    rating: ['4.7', 318],
  },
  {
    handle: 'calm-edge-sensitive-razor',
    title: 'Calm Edge 5 Blade Razor for Sensitive Skin',
    label: 'Calm Edge Razor',
    type: 'Razor',
    tags: ['razor', '5-blade', 'sensitive-skin', 'shaving'],
    created: '2024-09-03',
    colours: ['#155e75', '#ecfeff'],
    shots: ['Front', 'Cooling strip', 'Handle detail'],
    body:
      p(
        'Five blades with wider spacing and a cucumber and aloe strip for skin that reddens at the sight of a razor. The guard bar stretches skin gently so the blades do not tug.',
      ) +
      ul('Dermatologically tested on Indian skin types', 'Fragrance-free lubricating strip', 'Fits Calm Edge refills'),
    sku: 'KM-RZ5-CE',
    price: '449.0',
    compare: '549.0',
    qty: 75,
    grams: 70,
    rating: ['4.4', 287],
  },
  {
    handle: 'body-glide-razor',
    title: 'Body Glide Razor',
    label: 'Body Razor',
    type: 'Razor',
    tags: ['razor', 'body', 'body-hair-removal'],
    created: '2025-02-14',
    colours: ['#0e7490', '#cffafe'],
    shots: ['Front', 'Wide head', 'In the shower'],
    body:
      p(
        'A wide, rounded head built for chest, back and legs, with a skin guard that keeps nicks away from bony spots like knees and ankles.',
      ) +
      ul('Four blades behind a comb guard', 'Long handle for reaching the shoulders', 'Shower-safe, rust-proof build'),
    sku: 'KM-RZ-BODY',
    price: '399.0',
    qty: 58,
    grams: 76,
    rating: ['4.2', 151],
  },
  {
    handle: 'trail-twin-blade-disposable-razors',
    title: 'Trail Twin Blade Disposable Razors',
    label: 'Disposables',
    type: 'Razor',
    tags: ['razor', 'disposable', 'travel', 'under-299'],
    created: '2024-03-22',
    colours: ['#475569', '#f8fafc'],
    shots: ['Pack front', 'Single razor'],
    body:
      p(
        'Two-blade disposables for the gym bag, hostel room or a surprise overnight trip. Each one is good for three to four shaves.',
      ) + ul('Pivoting twin blade head', 'Aloe strip', 'Recyclable polypropylene handle'),
    options: [opt('Pack', ['Pack of 4', 'Pack of 8'])],
    variants: [
      v('KM-RZ2-D4', {Pack: 'Pack of 4'}, '149.0', '180.0', 320),
      v('KM-RZ2-D8', {Pack: 'Pack of 8'}, '259.0', '360.0', 140),
    ],
    grams: 60,
    rating: ['4.0', 204],
  },
  {
    handle: 'razor-travel-cap-and-stand',
    title: 'Razor Travel Cap & Stand',
    label: 'Cap & Stand',
    type: 'Accessory',
    tags: ['accessory', 'razor', 'travel', 'add-on'],
    created: '2024-04-09',
    colours: ['#52525b', '#fafafa'],
    shots: ['Cap and stand'],
    body:
      p(
        'A snap-on cap that protects the blades in a washbag, and a weighted stand that keeps the head off the counter so it dries fast.',
      ) + ul('Fits Kestrel three and six blade razors', 'Non-slip silicone base'),
    sku: 'KM-ACC-CAP',
    price: '199.0',
    compare: '249.0',
    qty: 0,
    grams: 40,
    rating: ['4.1', 96],
  },

  // ----- trimmers ----------------------------------------------------------
  {
    handle: 'contour-beard-trimmer-pro',
    title: 'Contour Beard Trimmer Pro',
    label: 'Beard Trimmer Pro',
    type: 'Trimmer',
    tags: ['trimmer', 'beard-trimmer', 'bestseller', 'cordless'],
    created: '2024-05-20',
    colours: ['#111827', '#a7f3d0'],
    shots: ['Front', 'Black', 'Olive', 'Comb set', 'Charging dock'],
    body:
      p(
        'Forty length settings from 0.5 mm to 20 mm in 0.5 mm steps, set with a zoom wheel you can turn with your thumb. The self-sharpening titanium blades stay sharp for the life of the trimmer.',
      ) +
      ul(
        '120 minutes of run time on a 2 hour charge',
        'USB-C fast charge: 5 minutes for one trim',
        'IPX7 washable head',
        'LED battery display',
        '2 year warranty',
      ) +
      p('In the box: trimmer, beard comb, stubble comb, cleaning brush and USB-C cable.'),
    options: [opt('Colour', ['Black', 'Olive'])],
    variants: [
      v('KM-TR-BP-BLK', {Colour: 'Black'}, '1499.0', '2499.0', 96, 1),
      v('KM-TR-BP-OLV', {Colour: 'Olive'}, '1549.0', '2499.0', 31, 2),
    ],
    grams: 210,
    rating: ['4.5', 2210],
  },
  {
    handle: 'contour-beard-trimmer-lite',
    title: 'Contour Beard Trimmer Lite',
    label: 'Beard Trimmer Lite',
    type: 'Trimmer',
    tags: ['trimmer', 'beard-trimmer', 'under-999', 'cordless'],
    created: '2024-07-02',
    colours: ['#1f2937', '#fde68a'],
    shots: ['Front', 'Length comb', 'In hand'],
    body:
      p(
        'Everything a beard needs and nothing it does not. Twenty lengths, stainless steel blades and 60 minutes of cordless use.',
      ) + ul('20 length settings, 1 to 10 mm', 'Washable blade head', 'Travel lock so it never switches on in the bag'),
    sku: 'KM-TR-BL',
    price: '999.0',
    compare: '1599.0',
    qty: 112,
    grams: 165,
    rating: ['4.3', 987],
  },
  {
    handle: 'full-body-trimmer-for-men',
    title: 'Full Body Trimmer for Men',
    label: 'Full Body Trimmer',
    type: 'Trimmer',
    tags: ['trimmer', 'body-trimmer', 'body-hair-removal', 'bestseller', 'dark-theme'],
    created: '2024-08-15',
    colours: DARK,
    shots: ['Front', 'Skin-safe blade', 'Attachments', 'Waterproof'],
    body:
      p(
        'One trimmer for chest, back, underarms and legs. Rounded blade tips and a ceramic cutter glide over skin without nicks, wet or dry.',
      ) +
      ul(
        'Skin-safe hypoallergenic blades',
        '3 length combs: 1.5, 3 and 5 mm',
        'Waterproof, use it in the shower',
        '90 minutes of run time',
      ) +
      p('Trim against the direction of growth for the shortest finish and let the comb rest flat on the skin.'),
    sku: 'KM-TR-FB',
    price: '1799.0',
    compare: '2999.0',
    qty: 74,
    grams: 190,
    rating: ['4.4', 1432],
  },
  {
    handle: 'full-body-trimmer-copy',
    title: 'Full Body Trimmer Travel Edition',
    label: 'Body Trimmer Travel',
    type: 'Trimmer',
    tags: ['trimmer', 'body-trimmer', 'travel', 'dark-theme'],
    created: '2025-01-10',
    colours: ['#101418', '#7dd3fc'],
    shots: ['Front', 'Travel pouch', 'USB-C charging'],
    body:
      p(
        'The same skin-safe cutter as our Full Body Trimmer in a body that is 30 percent shorter, with a zip pouch and a travel lock.',
      ) + ul('70 minutes of run time', 'Charges from any phone charger', 'Two length combs'),
    sku: 'KM-TR-FB-TRV',
    price: '1599.0',
    compare: '2699.0',
    qty: 0,
    grams: 150,
    rating: ['4.2', 388],
  },
  {
    handle: 'full-body-trimmer-spl-edition',
    title: 'Full Body Trimmer Special Edition',
    label: 'Body Trimmer SE',
    type: 'Trimmer',
    tags: ['trimmer', 'body-trimmer', 'limited-edition', 'dark-theme', 'gift'],
    created: '2025-10-01',
    colours: ['#0a0a0a', '#d4a373'],
    shots: ['Front', 'Carbon', 'Copper', 'Ceramic blade', 'Body comb', 'Charging stand', 'Gift box', 'Waterproof test'],
    body:
      p(
        'A limited run of our best body trimmer with a ceramic-coated blade, an aluminium shell and a weighted charging stand. Finished in carbon or copper.',
      ) +
      ul(
        'Ceramic blade runs cooler on skin',
        '120 minutes of run time',
        '4 length combs, 1 to 7 mm',
        'Numbered gift box',
      ) +
      p('Only a few thousand are made each season, and once a colour sells out it does not come back.'),
    options: [opt('Colour', ['Carbon', 'Copper'])],
    variants: [
      v('KM-TR-FBSE-CRB', {Colour: 'Carbon'}, '2199.0', '3499.0', 24, 1),
      v('KM-TR-FBSE-CPR', {Colour: 'Copper'}, '2299.0', '3499.0', 0, 2),
    ],
    grams: 230,
    rating: ['4.8', 164],
  },
  {
    handle: 'headshaver-pro-copy',
    title: 'HeadShaver Pro',
    label: 'HeadShaver Pro',
    type: 'Trimmer',
    tags: ['trimmer', 'head-shaver', 'dark-theme', 'cordless'],
    created: '2025-04-18',
    colours: ['#0c0c0f', '#60a5fa'],
    shots: ['Front', 'Five floating heads', 'In hand', 'Top view', 'Cleaning', 'Travel case'],
    body:
      p(
        'Five floating heads that rotate independently to follow the curves of your scalp. Palm grip, one-button control, and a smooth dome in under five minutes.',
      ) +
      ul(
        'Wet and dry use',
        'Detachable nose and sideburn trimmer',
        '90 minutes of run time, 90 minute charge',
        'Hard travel case',
      ) +
      p(
        'Shave your head every two to three days for the smoothest result, and clean the heads under the tap after every shave.',
      ),
    sku: 'KM-TR-HS',
    price: '2499.0',
    compare: '3999.0',
    qty: 38,
    grams: 260,
    rating: ['4.5', 506],
  },
  {
    handle: 'landscaper-pubic-hair-trimmer-for-men',
    title: 'Landscaper Groin Trimmer',
    label: 'Landscaper',
    type: 'Trimmer',
    tags: ['trimmer', 'groin-trimmer', 'body-hair-removal', 'dark-theme'],
    created: '2024-10-28',
    colours: ['#111111', '#34d399'],
    shots: ['Front', 'Skin guard', 'Shower use'],
    body:
      p(
        'A trimmer made for the most sensitive places. The ceramic blade is covered by a fine skin guard, so there are no nicks and no snags.',
      ) +
      ul('Skin guard with rounded teeth', 'Waterproof for shower use', 'Anti-slip grip', 'Replaceable blade head') +
      p('Stretch the skin gently with your free hand and trim in short strokes.'),
    sku: 'KM-TR-LS',
    price: '1299.0',
    compare: '1999.0',
    qty: 92,
    grams: 140,
    rating: ['4.3', 845],
  },
  {
    handle: 'landscaper-2-0-groin-trimmer-copy',
    title: 'Landscaper 2.0 Groin Trimmer',
    label: 'Landscaper 2.0',
    type: 'Trimmer',
    tags: ['trimmer', 'groin-trimmer', 'body-hair-removal', 'dark-theme', 'new'],
    created: '2026-03-05',
    colours: ['#0d1117', '#f472b6'],
    shots: [
      'Front',
      'Ceramic blade',
      'Skin guard',
      'LED light',
      'Length comb',
      'In the shower',
      'Charging',
      'Travel lock',
      'In the box',
      'Size comparison',
    ],
    body:
      p(
        'The second generation of our groin trimmer adds an LED light so you can see where you trim, a quieter motor and a longer battery.',
      ) +
      ul(
        'Ceramic blade with a finer skin guard',
        'Built-in LED spotlight',
        '100 minutes of run time',
        'Waterproof to IPX7',
        'USB-C fast charge',
      ),
    sku: 'KM-TR-LS2',
    price: '1599.0',
    compare: '2499.0',
    qty: 66,
    grams: 150,
    rating: ['4.6', 271],
  },
  {
    handle: 'nose-and-ear-trimmer',
    title: 'Nose & Ear Trimmer',
    label: 'Nose & Ear',
    type: 'Trimmer',
    tags: ['trimmer', 'nose-trimmer', 'under-499'],
    created: '2024-11-19',
    colours: ['#1e293b', '#93c5fd'],
    shots: ['Front', 'Rotary head'],
    body:
      p(
        'A dual-edge rotary head that trims nose and ear hair without pulling. Runs on a single AA battery for about three months of weekly use.',
      ) + ul('Rounded safety tip', 'Washable head', 'Battery included'),
    sku: 'KM-TR-NE',
    price: '499.0',
    compare: '799.0',
    qty: 150,
    grams: 70,
    rating: ['4.1', 534],
  },
  {
    handle: 'multi-grooming-kit-9-in-1',
    title: '9-in-1 Multi Grooming Kit',
    label: '9-in-1 Kit',
    type: 'Trimmer',
    tags: ['trimmer', 'multi-grooming', 'gift', 'cordless'],
    created: '2025-06-22',
    colours: ['#18181b', '#fbbf24'],
    shots: ['Kit', 'Attachments', 'Beard trim', 'Storage case'],
    body:
      p(
        'Beard, hair, body, nose and detail trimming from one motor body and nine clip-on heads. A good first trimmer and an easy gift.',
      ) +
      ul(
        'Full-size trimmer, detail trimmer, foil shaver and nose trimmer heads',
        '5 guide combs',
        '120 minutes of run time',
        'Storage case',
      ),
    sku: 'KM-TR-MG9',
    price: '2299.0',
    compare: '3299.0',
    qty: 44,
    grams: 420,
    rating: ['4.4', 612],
  },
  {
    handle: 'trimmer-replacement-blade-head',
    title: 'Trimmer Replacement Blade Head',
    label: 'Blade Head',
    type: 'Accessory',
    tags: ['accessory', 'trimmer', 'refill'],
    created: '2024-12-04',
    colours: ['#27272a', '#e4e4e7'],
    shots: ['Blade head'],
    body: p(
      'A fresh stainless steel blade head for the Contour Beard Trimmer Pro and Lite. Replace it every 12 months for a clean, snag-free trim.',
    ),
    sku: 'KM-ACC-TBH',
    price: '399.0',
    qty: 0,
    grams: 20,
    rating: null,
  },

  // ----- shave care --------------------------------------------------------
  {
    handle: 'shaving-foam-sensitive',
    title: 'Shaving Foam for Sensitive Skin',
    label: 'Shaving Foam',
    type: 'Shave Care',
    tags: ['shave-care', 'foam', 'sensitive-skin', 'bestseller', 'under-299'],
    created: '2024-01-25',
    colours: TEAL,
    shots: ['Can front', 'Lather', 'Ingredients'],
    body:
      p(
        'A dense, cushioning foam with aloe vera and oat extract that softens stubble in about a minute and helps the razor glide instead of drag.',
      ) + ul('No added alcohol', 'Easy-rinse formula that does not clog blades', 'About 60 shaves in the large can'),
    options: [opt('Size', ['200 ml', '400 ml'])],
    variants: [
      v('KM-SC-FOAM-200', {Size: '200 ml'}, '199.0', '225.0', 260),
      v('KM-SC-FOAM-400', {Size: '400 ml'}, '329.0', '399.0', 190),
    ],
    grams: 260,
    rating: ['4.5', 1876],
  },
  {
    handle: 'cooling-menthol-shaving-gel',
    title: 'Cooling Menthol Shaving Gel',
    label: 'Shaving Gel',
    type: 'Shave Care',
    tags: ['shave-care', 'gel', 'menthol'],
    created: '2024-04-30',
    colours: ['#0369a1', '#e0f2fe'],
    shots: ['Tube front', 'Clear gel'],
    body:
      p(
        'A transparent gel with menthol and peppermint oil, so you can see exactly where the beard line and the edges of your goatee are.',
      ) + ul('Transparent for precise edging', 'Cooling menthol finish', 'Works with all razors'),
    options: [opt('Size', ['100 ml', '150 ml'])],
    variants: [
      v('KM-SC-GEL-100', {Size: '100 ml'}, '199.0', undefined, 140),
      v('KM-SC-GEL-150', {Size: '150 ml'}, '269.0', '299.0', 0),
    ],
    grams: 160,
    rating: ['4.3', 402],
  },
  {
    handle: 'sandalwood-shaving-cream',
    title: 'Sandalwood Shaving Cream',
    label: 'Shaving Cream',
    type: 'Shave Care',
    tags: ['shave-care', 'cream', 'sandalwood', 'brush-shave'],
    created: '2024-07-14',
    colours: WOOD,
    shots: ['Tub front', 'Brush lather', 'Texture'],
    body:
      p(
        'A traditional lathering cream with sandalwood oil and glycerin. Whip it with a brush for a thick, warm lather that lifts every hair.',
      ) + ul('100 g tub, about 80 shaves', 'Glycerin and shea butter base', 'Classic sandalwood scent'),
    sku: 'KM-SC-CRM',
    price: '249.0',
    compare: '299.0',
    qty: 88,
    grams: 130,
    rating: ['4.6', 533],
  },
  {
    handle: 'pre-shave-oil',
    title: 'Pre-Shave Oil',
    label: 'Pre-Shave Oil',
    type: 'Shave Care',
    tags: ['shave-care', 'pre-shave', 'oil'],
    created: '2025-03-11',
    colours: ['#78350f', '#fef3c7'],
    shots: ['Bottle front', 'Dropper'],
    body:
      p(
        'Three drops on damp skin before your foam or cream. Jojoba and almond oils soften coarse stubble and put a slip layer between blade and skin.',
      ) +
      ul('30 ml glass bottle with dropper', 'Non-greasy, rinses clean', 'Especially useful for safety razor shaves'),
    sku: 'KM-SC-PSO',
    price: '349.0',
    qty: 52,
    grams: 90,
    rating: ['4.4', 188],
  },
  {
    handle: 'after-shave-balm',
    title: 'Alcohol-Free After Shave Balm',
    label: 'After Shave Balm',
    type: 'Shave Care',
    tags: ['shave-care', 'post-shave', 'balm', 'sensitive-skin'],
    created: '2024-06-05',
    colours: ['#065f46', '#d1fae5'],
    shots: ['Tube front', 'Texture', 'Ingredients'],
    body:
      p(
        'Calms razor burn and locks in moisture with allantoin, aloe and a touch of cedarwood. No alcohol, so no sting.',
      ) + ul('Absorbs in 30 seconds', 'Non-sticky matte finish', 'Suitable for daily use'),
    options: [opt('Size', ['50 ml', '100 ml'])],
    variants: [
      v('KM-SC-ASB-50', {Size: '50 ml'}, '249.0', undefined, 70),
      v('KM-SC-ASB-100', {Size: '100 ml'}, '399.0', '449.0', 45),
    ],
    grams: 120,
    rating: ['4.5', 611],
  },
  {
    handle: 'cedar-after-shave-lotion',
    title: 'Cedar After Shave Lotion',
    label: 'After Shave Lotion',
    type: 'Shave Care',
    tags: ['shave-care', 'post-shave', 'lotion', 'fragrance'],
    created: '2025-08-19',
    colours: ['#14532d', '#dcfce7'],
    shots: ['Bottle front', 'Splash'],
    body:
      p(
        'The classic splash: a quick cool sting, then a clean scent of cedar, bergamot and black pepper that lasts through the morning.',
      ) + ul('100 ml', 'Witch hazel to tone the skin', 'Made in India'),
    sku: 'KM-SC-ASL',
    price: '299.0',
    qty: 61,
    grams: 140,
    rating: ['4.2', 143],
  },
  {
    handle: 'synthetic-shaving-brush',
    title: 'Synthetic Bristle Shaving Brush',
    label: 'Shaving Brush',
    type: 'Shave Care',
    tags: ['shave-care', 'brush', 'vegan', 'brush-shave'],
    created: '2024-08-27',
    colours: ['#3f3f46', '#fafaf9'],
    shots: ['Brush', 'Lathering', 'Stand'],
    body:
      p(
        'Soft, dense synthetic bristles that hold lots of water and dry quickly. Builds a rich lather from cream or soap in under a minute.',
      ) + ul('Vegan, no animal hair', 'Resin handle with a weighted base', 'Drip stand included'),
    sku: 'KM-SC-BRUSH',
    price: '449.0',
    compare: '599.0',
    qty: 39,
    grams: 110,
    rating: ['4.6', 274],
  },
  {
    handle: 'six-blade-refill-cartridges',
    title: 'Six Blade Refill Cartridges',
    label: '6 Blade Refills',
    type: 'Blades',
    tags: ['blades', 'refill', '6-blade', 'shave-care', 'add-on'],
    created: '2024-01-18',
    colours: STEEL,
    shots: ['Pack front', 'Cartridge close-up'],
    body:
      p('Replacement cartridges for the Kestrel Six Blade Razor. Each cartridge gives up to 15 comfortable shaves.') +
      ul('6 anti-friction coated blades', 'Aloe and vitamin E strip', 'Click-on fit, no tools'),
    options: [opt('Pack', ['Pack of 2', 'Pack of 4', 'Pack of 8'])],
    variants: [
      v('KM-BL6-2', {Pack: 'Pack of 2'}, '249.0', '299.0', 300),
      v('KM-BL6-4', {Pack: 'Pack of 4'}, '449.0', '598.0', 220),
      v('KM-BL6-8', {Pack: 'Pack of 8'}, '849.0', '1196.0', 0),
    ],
    grams: 30,
    rating: ['4.5', 964],
  },
  {
    handle: 'three-blade-refill-cartridges',
    title: 'Three Blade Refill Cartridges',
    label: '3 Blade Refills',
    type: 'Blades',
    tags: ['blades', 'refill', '3-blade', 'shave-care'],
    created: '2024-02-06',
    colours: ['#334155', '#e2e8f0'],
    shots: ['Pack front'],
    body: p('Refills for the Kestrel Three Blade Razor, with a comfort guard and open back that rinses clean.'),
    options: [opt('Pack', ['Pack of 4', 'Pack of 8'])],
    variants: [
      v('KM-BL3-4', {Pack: 'Pack of 4'}, '199.0', undefined, 180),
      v('KM-BL3-8', {Pack: 'Pack of 8'}, '349.0', '398.0', 90),
    ],
    grams: 40,
    rating: ['4.2', 311],
  },
  {
    handle: 'double-edge-safety-razor-blades',
    title: 'Double Edge Safety Razor Blades',
    label: 'DE Blades',
    type: 'Blades',
    tags: ['blades', 'refill', 'safety-razor', 'shave-care'],
    created: '2024-06-12',
    colours: ['#57534e', '#f5f5f4'],
    shots: ['Pack front', 'Single blade'],
    body:
      p(
        'Platinum-coated stainless steel blades that fit every standard double edge razor, including the Forge. Individually wrapped.',
      ) + ul('Sharp but forgiving edge for beginners', 'Use each blade for 4 to 6 shaves'),
    options: [opt('Pack', ['Pack of 10', 'Pack of 50'])],
    variants: [
      v('KM-BLDE-10', {Pack: 'Pack of 10'}, '149.0', undefined, 240),
      v('KM-BLDE-50', {Pack: 'Pack of 50'}, '599.0', '745.0', 60),
    ],
    grams: 45,
    rating: ['4.6', 222],
  },
  {
    handle: 'alum-block',
    title: 'Alum Block',
    label: 'Alum Block',
    type: 'Shave Care',
    tags: ['shave-care', 'post-shave', 'add-on', 'under-199'],
    created: '2025-05-07',
    colours: ['#e2e8f0', '#334155'],
    shots: ['Block in case'],
    body: p(
      'The barber-shop classic. Glide the wet block over freshly shaved skin to close small nicks and tone the skin. A 75 g block lasts about a year.',
    ),
    sku: 'KM-SC-ALUM',
    price: '149.0',
    qty: 180,
    grams: 90,
    rating: 'malformed',
  },

  // ----- beard care --------------------------------------------------------
  {
    handle: 'woodland-beard-oil',
    title: 'Woodland Beard Oil',
    label: 'Beard Oil',
    type: 'Beard Care',
    tags: ['beard-care', 'beard-oil', 'bestseller'],
    created: '2024-03-08',
    colours: ['#4d3319', '#fde7c7'],
    shots: ['Bottle front', 'Dropper', 'Ingredients', 'On the beard'],
    body:
      p(
        'A light blend of argan, jojoba and cedarwood oils that softens a scratchy beard and stops the itch in the first weeks of growing one out.',
      ) +
      ul('Non-greasy, absorbs fast', 'Earthy cedar and vetiver scent', 'Use 3 to 5 drops after a wash') +
      p('Rub the oil between your palms, work it into the skin under the beard and then smooth it down the length.'),
    options: [opt('Size', ['30 ml', '50 ml'])],
    variants: [
      v('KM-BC-OIL-30', {Size: '30 ml'}, '299.0', '349.0', 170),
      v('KM-BC-OIL-50', {Size: '50 ml'}, '449.0', '549.0', 95),
    ],
    grams: 100,
    rating: ['4.6', 1290],
  },
  {
    handle: 'beard-wash',
    title: 'Beard Wash with Tea Tree',
    label: 'Beard Wash',
    type: 'Beard Care',
    tags: ['beard-care', 'beard-wash'],
    created: '2024-09-16',
    colours: SAGE,
    shots: ['Bottle front', 'Lather'],
    body:
      p(
        'A gentle cleanser made for facial hair, with tea tree oil to tackle beard dandruff and oat protein to keep hair soft.',
      ) + ul('100 ml, sulphate-free', 'Use 3 to 4 times a week'),
    sku: 'KM-BC-WASH',
    price: '249.0',
    qty: 83,
    grams: 130,
    rating: ['4.3', 405],
  },
  {
    handle: 'beard-styling-balm',
    title: 'Beard Styling Balm',
    label: 'Beard Balm',
    type: 'Beard Care',
    tags: ['beard-care', 'beard-balm', 'styling'],
    created: '2025-01-28',
    colours: ['#713f12', '#fef9c3'],
    shots: ['Tin front', 'Texture'],
    body:
      p('Beeswax and shea butter give light hold to tame flyaways and shape the moustache, with no shine.') +
      ul('50 g tin', 'Medium hold, natural finish'),
    sku: 'KM-BC-BALM',
    price: '299.0',
    compare: '349.0',
    qty: 0,
    grams: 80,
    rating: ['4.4', 219],
  },
  {
    handle: 'sandalwood-beard-comb',
    title: 'Sandalwood Beard Comb',
    label: 'Beard Comb',
    type: 'Beard Care',
    tags: ['beard-care', 'comb', 'add-on', 'under-199'],
    created: '2025-07-09',
    colours: ['#a16207', '#fffbeb'],
    shots: ['Comb'],
    body: p(
      'Hand-finished sandalwood comb with fine and wide teeth. Wood does not build static like plastic, so the beard sits flatter.',
    ),
    sku: 'KM-BC-COMB',
    price: '179.0',
    qty: 120,
    grams: 25,
    rating: ['4.5', 167],
  },

  // ----- deodorants --------------------------------------------------------
  {
    handle: 'aqua-rush-deodorant',
    title: 'Aqua Rush Deodorant',
    label: 'Aqua Rush Deo',
    type: 'Deodorant',
    tags: ['deo', 'fresh', 'bestseller', 'no-gas'],
    created: '2024-02-20',
    colours: OCEAN,
    shots: ['Can front', 'Notes'],
    body:
      p(
        'A fresh, aquatic deo with sea salt, mint and a soft musk base. Made to get you through a humid commute and a long day at work.',
      ) + ul('150 ml', 'Up to 48 hours of odour protection', 'No gas, all perfume spray'),
    sku: 'KM-DEO-AQUA',
    price: '249.0',
    compare: '299.0',
    qty: 310,
    grams: 190,
    rating: ['4.4', 1544],
  },
  {
    handle: 'midnight-oud-deodorant',
    title: 'Midnight Oud Deodorant',
    label: 'Midnight Oud Deo',
    type: 'Deodorant',
    tags: ['deo', 'woody', 'oud', 'no-gas'],
    created: '2024-10-07',
    colours: OUD,
    shots: ['Can front', 'Notes'],
    body:
      p('Smoky oud, saffron and amber for evenings out. Warm, but not heavy enough to fill a lift.') +
      ul('150 ml', 'Up to 48 hours of odour protection'),
    sku: 'KM-DEO-OUD',
    price: '249.0',
    qty: 205,
    grams: 190,
    rating: ['4.5', 876],
  },
  {
    handle: 'citrus-storm-deodorant',
    title: 'Citrus Storm Deodorant',
    label: 'Citrus Storm Deo',
    type: 'Deodorant',
    tags: ['deo', 'citrus', 'no-gas'],
    created: '2025-03-30',
    colours: ['#b45309', '#fff7ed'],
    shots: ['Can front'],
    body:
      p('A sharp burst of grapefruit, lime and ginger. Bright and energetic, perfect after the gym.') +
      ul('150 ml', 'Up to 48 hours of odour protection'),
    sku: 'KM-DEO-CIT',
    price: '249.0',
    compare: '299.0',
    qty: 0,
    grams: 190,
    rating: ['4.2', 342],
  },
  {
    handle: 'everyday-deo-pack',
    title: 'Everyday Deo Pack',
    label: 'Deo Pack',
    type: 'Deodorant',
    tags: ['deo', 'value-pack', 'combo'],
    created: '2025-09-12',
    colours: ['#1d4ed8', '#fef3c7'],
    shots: ['Pack', 'Aqua Rush', 'Midnight Oud', 'Citrus Storm'],
    body:
      p('Stock up on your favourite scent, or pick one of each and let your mood decide every morning.') +
      ul('150 ml cans', 'Save up to 25 percent compared with single cans'),
    options: [opt('Scent', ['Aqua Rush', 'Midnight Oud', 'Citrus Storm']), opt('Pack', ['Pack of 2', 'Pack of 4'])],
    variants: [
      v('KM-DEO-PK-AQ2', {Scent: 'Aqua Rush', Pack: 'Pack of 2'}, '449.0', '498.0', 120, 1),
      v('KM-DEO-PK-AQ4', {Scent: 'Aqua Rush', Pack: 'Pack of 4'}, '799.0', '996.0', 70, 1),
      v('KM-DEO-PK-OD2', {Scent: 'Midnight Oud', Pack: 'Pack of 2'}, '449.0', '498.0', 90, 2),
      v('KM-DEO-PK-OD4', {Scent: 'Midnight Oud', Pack: 'Pack of 4'}, '799.0', '996.0', 40, 2),
      v('KM-DEO-PK-CS2', {Scent: 'Citrus Storm', Pack: 'Pack of 2'}, '449.0', '498.0', 0, 3),
      v('KM-DEO-PK-CS4', {Scent: 'Citrus Storm', Pack: 'Pack of 4'}, '799.0', '996.0', 0, 3),
    ],
    grams: 400,
    rating: ['4.4', 211],
  },

  // ----- body sprays -------------------------------------------------------
  {
    handle: 'ice-peak-body-spray',
    title: 'Ice Peak Body Spray',
    label: 'Ice Peak',
    type: 'Body Spray',
    tags: ['body-spray', 'fresh', 'add-on', 'under-299'],
    created: '2024-05-03',
    colours: ['#0c4a6e', '#e0f2fe'],
    shots: ['Can front', 'Notes'],
    body:
      p('Cool mint, juniper and a clean white-musk trail. A quick all-over spray after a shower or before a match.') +
      ul('120 ml', 'Skin-friendly, low-irritant formula'),
    sku: 'KM-BS-ICE',
    price: '199.0',
    compare: '249.0',
    qty: 260,
    grams: 160,
    rating: ['4.3', 733],
  },
  {
    handle: 'smoky-leather-body-spray',
    title: 'Smoky Leather Body Spray',
    label: 'Smoky Leather',
    type: 'Body Spray',
    tags: ['body-spray', 'woody', 'leather'],
    created: '2024-12-17',
    colours: ['#292524', '#fdba74'],
    shots: ['Can front', 'Notes'],
    body:
      p('Birch tar, tobacco leaf and vanilla. A warm, grown-up scent that sits close to the skin.') +
      ul('120 ml', 'Lasts 6 to 8 hours'),
    sku: 'KM-BS-LTH',
    price: '199.0',
    qty: 145,
    grams: 160,
    rating: ['4.4', 401],
  },
  {
    handle: 'vetiver-rain-body-spray',
    title: 'Vetiver Rain Body Spray',
    label: 'Vetiver Rain',
    type: 'Body Spray',
    tags: ['body-spray', 'earthy', 'vetiver'],
    created: '2025-07-25',
    colours: ['#365314', '#ecfccb'],
    shots: ['Can front', 'Notes', 'Both sizes'],
    body:
      p('The smell of the first monsoon shower on dry earth: vetiver, petrichor accord and green cardamom.') +
      ul('Available in 120 ml and 200 ml', 'Lasts 6 to 8 hours'),
    options: [opt('Size', ['120 ml', '200 ml'])],
    variants: [
      v('KM-BS-VET-120', {Size: '120 ml'}, '199.0', undefined, 110),
      v('KM-BS-VET-200', {Size: '200 ml'}, '299.0', '349.0', 64),
    ],
    grams: 200,
    rating: ['4.5', 188],
  },

  // ----- perfumes ----------------------------------------------------------
  {
    handle: 'noir-vetiver-eau-de-parfum',
    title: 'Noir Vetiver Eau de Parfum',
    label: 'Noir Vetiver',
    type: 'Perfume',
    tags: ['perfume', 'edp', 'woody', 'bestseller'],
    created: '2024-04-16',
    colours: ['#1c1917', '#d6d3d1'],
    shots: ['Bottle', 'Notes', 'Box', '100 ml'],
    body:
      p(
        'Our signature scent. Top notes of grapefruit and pink pepper settle into smoky vetiver, leather and tonka bean.',
      ) + ul('Eau de parfum, 18 percent perfume oil', 'Lasts 8 to 10 hours', 'Blended in small batches in Kannauj'),
    options: [opt('Size', ['50 ml', '100 ml'])],
    variants: [
      v('KM-EDP-NV-50', {Size: '50 ml'}, '699.0', '999.0', 130),
      v('KM-EDP-NV-100', {Size: '100 ml'}, '1099.0', '1599.0', 80, 3),
    ],
    grams: 320,
    rating: ['4.6', 1718],
  },
  {
    handle: 'blue-current-eau-de-parfum',
    title: 'Blue Current Eau de Parfum',
    label: 'Blue Current',
    type: 'Perfume',
    tags: ['perfume', 'edp', 'aquatic', 'office'],
    created: '2024-08-08',
    colours: ['#1e40af', '#e0e7ff'],
    shots: ['Bottle', 'Notes', 'Box'],
    body:
      p('A clean aquatic for office days: bergamot, sea notes and lavender over a soft cedar base.') +
      ul('Eau de parfum', 'Lasts 6 to 8 hours'),
    options: [opt('Size', ['50 ml', '100 ml'])],
    variants: [
      v('KM-EDP-BC-50', {Size: '50 ml'}, '699.0', '999.0', 0),
      v('KM-EDP-BC-100', {Size: '100 ml'}, '1099.0', '1599.0', 57),
    ],
    grams: 320,
    rating: ['4.4', 684],
  },
  {
    handle: 'saffron-oud-eau-de-parfum',
    title: 'Saffron Oud Eau de Parfum',
    label: 'Saffron Oud',
    type: 'Perfume',
    tags: ['perfume', 'edp', 'oud', 'evening', 'premium'],
    created: '2025-11-11',
    colours: OUD,
    shots: ['Bottle', 'Notes', 'Box', 'Cap detail', 'On the dresser', 'Gift wrap'],
    body:
      p('Kashmiri saffron, rose and a deep agarwood base. Rich and long-lasting, made for weddings and late dinners.') +
      ul('Eau de parfum, 20 percent perfume oil', 'Lasts 10 to 12 hours', 'Magnetic cap and heavy glass bottle'),
    sku: 'KM-EDP-SO-100',
    price: '1299.0',
    compare: '1899.0',
    qty: 42,
    grams: 360,
    rating: ['4.7', 392],
  },
  {
    handle: 'monsoon-citrus-eau-de-toilette',
    title: 'Monsoon Citrus Eau de Toilette',
    label: 'Monsoon Citrus',
    type: 'Perfume',
    tags: ['perfume', 'edt', 'citrus', 'under-699'],
    created: '2025-06-03',
    colours: ['#a16207', '#fefce8'],
    shots: ['Bottle', 'Notes'],
    body:
      p('Lemon, green mango and wet basil. A light, easy scent for hot afternoons.') +
      ul('Eau de toilette, 100 ml', 'Lasts 4 to 6 hours'),
    sku: 'KM-EDT-MC-100',
    price: '599.0',
    compare: '799.0',
    qty: 76,
    grams: 300,
    rating: ['4.2', 259],
  },
  {
    handle: 'perfume-discovery-set',
    title: 'Perfume Discovery Set (4 x 20 ml)',
    label: 'Discovery Set',
    type: 'Perfume Set',
    tags: ['perfume', 'perfume-set', 'gift', 'bestseller'],
    created: '2024-10-21',
    colours: ['#312e81', '#fde68a'],
    shots: ['Set', 'Four bottles', 'Box open', 'Scent card'],
    body:
      p(
        'Not sure which scent is yours? Try four: Noir Vetiver, Blue Current, Saffron Oud and Monsoon Citrus, each in a 20 ml travel bottle.',
      ) + ul('4 x 20 ml eau de parfum and toilette', 'Scent guide card inside', 'Fits in a carry-on'),
    sku: 'KM-SET-DISC',
    price: '899.0',
    compare: '1399.0',
    qty: 140,
    grams: 260,
    rating: ['4.6', 1102],
  },
  {
    handle: 'day-and-night-perfume-duo',
    title: 'Day & Night Perfume Duo',
    label: 'Perfume Duo',
    type: 'Perfume Set',
    tags: ['perfume', 'perfume-set', 'gift'],
    created: '2025-02-01',
    colours: ['#0f172a', '#fcd34d'],
    shots: ['Set', 'Day bottle', 'Night bottle'],
    body:
      p('Blue Current for the office, Midnight Oud for after. Two 50 ml eau de parfum bottles in a keepsake box.') +
      ul('2 x 50 ml', 'Gift-ready box with sleeve'),
    sku: 'KM-SET-DUO',
    price: '1299.0',
    compare: '1799.0',
    qty: 55,
    grams: 520,
    rating: ['4.5', 318],
  },
  {
    handle: 'pocket-perfume',
    title: 'Pocket Perfume',
    label: 'Pocket Perfume',
    type: 'Perfume',
    tags: ['perfume', 'pocket-perfume', 'add-on', 'under-199', 'travel'],
    created: '2024-11-02',
    colours: ['#4c1d95', '#ede9fe'],
    shots: ['Bottle', 'Noir Vetiver', 'Blue Current', 'Saffron Oud', 'Monsoon Citrus'],
    body:
      p('Your favourite scent in an 18 ml pen-sized spray that slips into a jeans pocket. About 200 sprays.') +
      ul('18 ml', 'Leak-proof twist cap'),
    options: [
      opt('Scent', ['Noir Vetiver', 'Blue Current', 'Saffron Oud', 'Monsoon Citrus']),
      opt('Pack', ['Pack of 1', 'Pack of 2']),
    ],
    variants: [
      v('KM-PP-NV-1', {Scent: 'Noir Vetiver', Pack: 'Pack of 1'}, '149.0', '199.0', 240, 1),
      v('KM-PP-NV-2', {Scent: 'Noir Vetiver', Pack: 'Pack of 2'}, '279.0', '398.0', 120, 1),
      v('KM-PP-BC-1', {Scent: 'Blue Current', Pack: 'Pack of 1'}, '149.0', '199.0', 180, 2),
      v('KM-PP-BC-2', {Scent: 'Blue Current', Pack: 'Pack of 2'}, '279.0', '398.0', 75, 2),
      v('KM-PP-SO-1', {Scent: 'Saffron Oud', Pack: 'Pack of 1'}, '149.0', '199.0', 0, 3),
      v('KM-PP-SO-2', {Scent: 'Saffron Oud', Pack: 'Pack of 2'}, '279.0', '398.0', 12, 3),
      v('KM-PP-MC-1', {Scent: 'Monsoon Citrus', Pack: 'Pack of 1'}, '149.0', undefined, 90, 4),
      v('KM-PP-MC-2', {Scent: 'Monsoon Citrus', Pack: 'Pack of 2'}, '279.0', undefined, 48, 4),
    ],
    grams: 40,
    rating: ['4.3', 956],
  },

  // ----- skin care ---------------------------------------------------------
  {
    handle: 'activated-charcoal-face-wash',
    title: 'Activated Charcoal Face Wash',
    label: 'Charcoal Face Wash',
    type: 'Skin Care',
    tags: ['skin-care', 'face-wash', 'oily-skin', 'bestseller'],
    created: '2024-03-14',
    colours: CHARCOAL,
    shots: ['Tube front', 'Lather', 'Ingredients'],
    body:
      p(
        'Activated bamboo charcoal pulls out the dirt and oil that a city day leaves behind, while glycerin stops the tight, dry feeling after rinsing.',
      ) +
      ul('For oily and combination skin', 'With 1 percent salicylic acid to keep pores clear', 'Use morning and night'),
    options: [opt('Size', ['100 ml', '150 ml'])],
    variants: [
      v('KM-SK-CFW-100', {Size: '100 ml'}, '249.0', '299.0', 230),
      v('KM-SK-CFW-150', {Size: '150 ml'}, '329.0', '399.0', 160),
    ],
    grams: 170,
    rating: ['4.4', 1489],
  },
  {
    handle: 'coffee-bean-face-wash',
    title: 'Coffee Bean Face Wash',
    label: 'Coffee Face Wash',
    type: 'Skin Care',
    tags: ['skin-care', 'face-wash', 'dull-skin'],
    created: '2025-04-02',
    colours: ['#3b2314', '#f5e1c8'],
    shots: ['Tube front', 'Texture'],
    body:
      p('Arabica coffee extract and fine walnut granules wake up dull, tired skin. Smells like your morning cup.') +
      ul('100 ml', 'Gentle enough for daily use'),
    sku: 'KM-SK-COF',
    price: '249.0',
    qty: 98,
    grams: 130,
    rating: ['4.3', 367],
  },
  {
    handle: 'oil-control-moisturiser',
    title: 'Oil Control Moisturiser',
    label: 'Moisturiser',
    type: 'Skin Care',
    tags: ['skin-care', 'moisturiser', 'oily-skin'],
    created: '2024-09-25',
    colours: ['#0f766e', '#f0fdfa'],
    shots: ['Tube front', 'Texture', 'Ingredients'],
    body:
      p(
        'A water-light gel cream with niacinamide and green tea. Hydrates without shine and keeps the T-zone matte till evening.',
      ) + ul('80 g', 'Non-comedogenic', 'Fragrance-free'),
    sku: 'KM-SK-MOI',
    price: '349.0',
    compare: '399.0',
    qty: 118,
    grams: 110,
    rating: ['4.5', 624],
  },
  {
    handle: 'matte-sunscreen-spf-50',
    title: 'Matte Sunscreen SPF 50 PA++++',
    label: 'Sunscreen SPF 50',
    type: 'Skin Care',
    tags: ['skin-care', 'sunscreen', 'spf-50'],
    created: '2025-03-19',
    colours: ['#ca8a04', '#fefce8'],
    shots: ['Tube front', 'No white cast', 'SPF chart'],
    body:
      p(
        'Broad-spectrum protection that disappears into the skin: no white cast, no grease, no sting in the eyes when you sweat.',
      ) + ul('SPF 50, PA++++', 'Water resistant for 40 minutes', 'Reapply every 2 to 3 hours outdoors'),
    sku: 'KM-SK-SPF50',
    price: '399.0',
    compare: '499.0',
    qty: 141,
    grams: 80,
    rating: ['4.4', 502],
  },
  {
    handle: 'charcoal-peel-off-mask',
    title: 'Charcoal Peel-Off Mask',
    label: 'Peel-Off Mask',
    type: 'Skin Care',
    tags: ['skin-care', 'mask', 'charcoal', 'add-on'],
    created: '2024-12-30',
    colours: ['#171717', '#a3e635'],
    shots: ['Tube front', 'Applying', 'Peel'],
    body:
      p('A weekend ritual for the nose and chin: spread, wait 15 minutes, peel away blackheads and dead skin.') +
      ul('60 g', 'Avoid eyebrows and hairline', 'Use once or twice a week'),
    sku: 'KM-SK-MASK',
    price: '299.0',
    compare: '349.0',
    qty: 88,
    grams: 90,
    rating: ['4.0', 441],
  },

  // ----- gifting -----------------------------------------------------------
  {
    handle: 'classic-shave-kit',
    title: 'Classic Shave Kit',
    label: 'Classic Shave Kit',
    type: 'Gift Set',
    tags: ['gift', 'gifting-kit', 'shave-care', 'bestseller'],
    created: '2024-10-14',
    colours: GIFT,
    shots: ['Kit', 'Contents', 'Gift box', 'Brush and cream'],
    body:
      p('Everything for a barber-style shave at home, packed in a sturdy gift box.') +
      ul(
        'Kestrel Six Blade Razor',
        'Synthetic Bristle Shaving Brush',
        'Sandalwood Shaving Cream',
        'Alcohol-Free After Shave Balm 50 ml',
      ) +
      p('Add a personal note at checkout and we will hand-write it on the card inside.'),
    sku: 'KM-KIT-SHAVE',
    price: '1199.0',
    compare: '1699.0',
    qty: 64,
    grams: 650,
    rating: ['4.7', 803],
  },
  {
    handle: 'deluxe-grooming-kit',
    title: 'Deluxe Grooming Kit',
    label: 'Deluxe Kit',
    type: 'Gift Set',
    tags: ['gift', 'gifting-kit', 'premium', 'trimmer', 'personalisation'],
    created: '2025-10-20',
    colours: ['#1c1917', '#fbbf24'],
    shots: ['Kit', 'Contents', 'Trimmer', 'Perfume', 'Gift box', 'Card'],
    body:
      p(
        'Our biggest gift box: the Contour Beard Trimmer Pro, Noir Vetiver Eau de Parfum 50 ml, Woodland Beard Oil and the Activated Charcoal Face Wash.',
      ) + ul('Saves over 30 percent against buying separately', 'Magnetic keepsake box', 'Free gift message card'),
    sku: 'KM-KIT-DLX',
    price: '2999.0',
    compare: '4499.0',
    qty: 27,
    grams: 980,
    rating: ['4.8', 226],
  },
  {
    handle: 'beard-care-kit',
    title: 'Beard Care Kit',
    label: 'Beard Kit',
    type: 'Gift Set',
    tags: ['gift', 'gifting-kit', 'beard-care'],
    created: '2025-05-26',
    colours: ['#4d3319', '#fef3c7'],
    shots: ['Kit', 'Contents', 'Gift box'],
    body:
      p('Wash, oil, balm and comb: the full four-step routine for a soft, shaped beard.') +
      ul('Beard Wash 100 ml', 'Woodland Beard Oil 30 ml', 'Beard Styling Balm 50 g', 'Sandalwood Beard Comb'),
    sku: 'KM-KIT-BEARD',
    price: '899.0',
    compare: '1099.0',
    qty: 48,
    grams: 420,
    rating: ['4.6', 352],
  },
  {
    handle: 'travel-grooming-kit',
    title: 'Travel Grooming Kit',
    label: 'Travel Kit',
    type: 'Gift Set',
    tags: ['gift', 'gifting-kit', 'travel'],
    created: '2026-05-14',
    colours: ['#0f3d3e', '#e0f2f1'],
    shots: ['Washbag', 'Contents', 'Minis'],
    body:
      p(
        'Cabin-friendly minis in a water-resistant washbag: everything under 100 ml, so it sails through airport security.',
      ) +
      ul(
        'Three Blade Razor with cap',
        'Shaving Foam 50 ml',
        'Charcoal Face Wash 50 ml',
        'Pocket Perfume Noir Vetiver',
        'Canvas washbag',
      ),
    sku: 'KM-KIT-TRAVEL',
    price: '749.0',
    compare: '999.0',
    qty: 80,
    grams: 380,
    rating: ['4.5', 97],
  },
  {
    handle: 'executive-grooming-hamper',
    title: 'Executive Grooming Hamper',
    label: 'Executive Hamper',
    type: 'Gift Set',
    tags: ['gift', 'corporate-gifting', 'premium', 'hamper'],
    created: '2026-08-03',
    colours: ['#111827', '#e5c07b'],
    shots: ['Hamper', 'Contents', 'Logo sleeve', 'Wooden crate'],
    body:
      p(
        'A wooden crate hamper for teams, clients and festive gifting. Your logo goes on the sleeve for orders of 25 or more.',
      ) +
      ul(
        'Saffron Oud Eau de Parfum',
        'Forge Double Edge Safety Razor with blades',
        'After Shave Balm 100 ml',
        'Engraved wooden crate',
      ) +
      p('Need 50 or more? Write to us through the corporate gifting page for volume pricing.'),
    options: [opt('Quantity', ['1 Hamper', '10 Hampers', '25 Hampers'])],
    variants: [
      v('KM-KIT-EXEC-1', {Quantity: '1 Hamper'}, '3499.0', '4299.0', 30),
      v('KM-KIT-EXEC-10', {Quantity: '10 Hampers'}, '32990.0', '42990.0', 6),
      v('KM-KIT-EXEC-25', {Quantity: '25 Hampers'}, '79990.0', '107475.0', 2),
    ],
    grams: 1600,
    rating: ['4.9', 41],
  },
  {
    handle: 'kestrel-e-gift-card',
    title: 'Kestrel E-Gift Card',
    label: 'E-Gift Card',
    type: 'Gift Card',
    tags: ['gift', 'gift-card', 'corporate-gifting'],
    created: '2024-11-25',
    colours: ['#7c2d12', '#ffedd5'],
    shots: ['Card'],
    body:
      p(
        'Let them choose. The e-gift card is sent by email within an hour and can be used on anything in the store for 12 months.',
      ) + ul('Delivered by email', 'Valid for 12 months', 'Can be combined with store offers'),
    options: [opt('Denomination', ['₹500', '₹1000', '₹2000', '₹5000'])],
    variants: [
      v('KM-GC-500', {Denomination: '₹500'}, '500.0', undefined, 999),
      v('KM-GC-1000', {Denomination: '₹1000'}, '1000.0', undefined, 999),
      v('KM-GC-2000', {Denomination: '₹2000'}, '2000.0', undefined, 999),
      v('KM-GC-5000', {Denomination: '₹5000'}, '5000.0', undefined, 999),
    ],
    rating: null,
  },
  {
    handle: 'festive-fragrance-hamper',
    title: 'Festive Fragrance Hamper',
    label: 'Festive Hamper',
    type: 'Gift Set',
    tags: ['gift', 'gifting-kit', 'perfume-set', 'festive'],
    created: '2026-09-22',
    colours: ['#831843', '#fce7f3'],
    shots: ['Hamper', 'Contents', 'Diya box'],
    body:
      p(
        'Made for Diwali and wedding season: Saffron Oud Eau de Parfum, Midnight Oud Deodorant and Smoky Leather Body Spray in a hand-painted box.',
      ) + ul('3 fragrances', 'Hand-painted festive box', 'Gift message card'),
    sku: 'KM-KIT-FEST',
    price: '1599.0',
    compare: '1747.0',
    qty: 120,
    grams: 820,
    rating: null,
  },
];

/** Best-selling first; drives salesRank (1..N) and the everything collection. */
const salesOrder = [
  'kestrel-6-blade-razor',
  'shaving-foam-sensitive',
  'contour-beard-trimmer-pro',
  'noir-vetiver-eau-de-parfum',
  'full-body-trimmer-for-men',
  'aqua-rush-deodorant',
  'activated-charcoal-face-wash',
  'six-blade-refill-cartridges',
  'perfume-discovery-set',
  'woodland-beard-oil',
  'classic-shave-kit',
  'pocket-perfume',
  'landscaper-pubic-hair-trimmer-for-men',
  'kestrel-3-blade-razor',
  'contour-beard-trimmer-lite',
  'midnight-oud-deodorant',
  'ice-peak-body-spray',
  'after-shave-balm',
  'multi-grooming-kit-9-in-1',
  'oil-control-moisturiser',
  'headshaver-pro-copy',
  'blue-current-eau-de-parfum',
  'sandalwood-shaving-cream',
  'matte-sunscreen-spf-50',
  'nose-and-ear-trimmer',
  'landscaper-2-0-groin-trimmer-copy',
  'forge-double-edge-safety-razor',
  'charcoal-peel-off-mask',
  'deluxe-grooming-kit',
  'saffron-oud-eau-de-parfum',
  'beard-care-kit',
  'day-and-night-perfume-duo',
  'cooling-menthol-shaving-gel',
  'calm-edge-sensitive-razor',
  'smoky-leather-body-spray',
  'beard-wash',
  'full-body-trimmer-spl-edition',
  'coffee-bean-face-wash',
  'three-blade-refill-cartridges',
  'trail-twin-blade-disposable-razors',
  'everyday-deo-pack',
  'citrus-storm-deodorant',
  'synthetic-shaving-brush',
  'double-edge-safety-razor-blades',
  'full-body-trimmer-copy',
  'monsoon-citrus-eau-de-toilette',
  'vetiver-rain-body-spray',
  'beard-styling-balm',
  'pre-shave-oil',
  'body-glide-razor',
  'alum-block',
  'travel-grooming-kit',
  'sandalwood-beard-comb',
  'cedar-after-shave-lotion',
  'festive-fragrance-hamper',
  'kestrel-e-gift-card',
  'razor-travel-cap-and-stand',
  'executive-grooming-hamper',
  'trimmer-replacement-blade-head',
];

/**
 * What goes with what, as a merchandiser sets it up: a razor with its blades, a foam and an
 * after-shave; a trimmer with beard oil and care; a perfume with its deodorant and pocket size.
 * The gift card and the corporate hamper pair with nothing (their product pages show no such row).
 */
const complementary: Record<string, string[]> = {
  'kestrel-6-blade-razor': [
    'six-blade-refill-cartridges',
    'shaving-foam-sensitive',
    'after-shave-balm',
    'razor-travel-cap-and-stand',
    'alum-block',
  ],
  'kestrel-3-blade-razor': [
    'three-blade-refill-cartridges',
    'cooling-menthol-shaving-gel',
    'after-shave-balm',
    'alum-block',
  ],
  'forge-double-edge-safety-razor': [
    'double-edge-safety-razor-blades',
    'sandalwood-shaving-cream',
    'synthetic-shaving-brush',
    'pre-shave-oil',
    'alum-block',
  ],
  'calm-edge-sensitive-razor': ['shaving-foam-sensitive', 'after-shave-balm', 'pre-shave-oil'],
  'body-glide-razor': ['shaving-foam-sensitive', 'after-shave-balm'],
  'trail-twin-blade-disposable-razors': ['shaving-foam-sensitive', 'alum-block', 'pocket-perfume'],
  'razor-travel-cap-and-stand': ['kestrel-6-blade-razor', 'six-blade-refill-cartridges'],
  'contour-beard-trimmer-pro': [
    'woodland-beard-oil',
    'beard-wash',
    'sandalwood-beard-comb',
    'beard-styling-balm',
    'trimmer-replacement-blade-head',
  ],
  'contour-beard-trimmer-lite': ['woodland-beard-oil', 'sandalwood-beard-comb', 'beard-wash'],
  'full-body-trimmer-for-men': ['after-shave-balm', 'alum-block', 'ice-peak-body-spray'],
  'full-body-trimmer-copy': ['after-shave-balm', 'alum-block', 'ice-peak-body-spray'],
  'full-body-trimmer-spl-edition': ['after-shave-balm', 'alum-block', 'ice-peak-body-spray'],
  'headshaver-pro-copy': ['after-shave-balm', 'matte-sunscreen-spf-50', 'pre-shave-oil'],
  'landscaper-pubic-hair-trimmer-for-men': ['after-shave-balm', 'alum-block', 'trimmer-replacement-blade-head'],
  'landscaper-2-0-groin-trimmer-copy': ['after-shave-balm', 'alum-block', 'trimmer-replacement-blade-head'],
  'nose-and-ear-trimmer': ['woodland-beard-oil', 'activated-charcoal-face-wash'],
  'multi-grooming-kit-9-in-1': ['woodland-beard-oil', 'beard-wash', 'trimmer-replacement-blade-head'],
  'trimmer-replacement-blade-head': ['contour-beard-trimmer-pro', 'multi-grooming-kit-9-in-1'],
  'shaving-foam-sensitive': ['kestrel-6-blade-razor', 'after-shave-balm', 'six-blade-refill-cartridges'],
  'cooling-menthol-shaving-gel': ['kestrel-3-blade-razor', 'after-shave-balm', 'three-blade-refill-cartridges'],
  'sandalwood-shaving-cream': ['synthetic-shaving-brush', 'forge-double-edge-safety-razor', 'cedar-after-shave-lotion'],
  'pre-shave-oil': ['forge-double-edge-safety-razor', 'sandalwood-shaving-cream', 'after-shave-balm'],
  'after-shave-balm': ['shaving-foam-sensitive', 'kestrel-6-blade-razor', 'alum-block'],
  'cedar-after-shave-lotion': ['sandalwood-shaving-cream', 'forge-double-edge-safety-razor'],
  'synthetic-shaving-brush': ['sandalwood-shaving-cream', 'forge-double-edge-safety-razor'],
  'six-blade-refill-cartridges': ['kestrel-6-blade-razor', 'shaving-foam-sensitive', 'razor-travel-cap-and-stand'],
  'three-blade-refill-cartridges': ['kestrel-3-blade-razor', 'cooling-menthol-shaving-gel'],
  'double-edge-safety-razor-blades': ['forge-double-edge-safety-razor', 'sandalwood-shaving-cream', 'alum-block'],
  'alum-block': ['after-shave-balm', 'double-edge-safety-razor-blades'],
  'woodland-beard-oil': ['beard-wash', 'sandalwood-beard-comb', 'contour-beard-trimmer-pro', 'beard-styling-balm'],
  'beard-wash': ['woodland-beard-oil', 'sandalwood-beard-comb'],
  'beard-styling-balm': ['sandalwood-beard-comb', 'woodland-beard-oil'],
  'sandalwood-beard-comb': ['woodland-beard-oil', 'beard-styling-balm'],
  'aqua-rush-deodorant': ['ice-peak-body-spray', 'pocket-perfume'],
  'midnight-oud-deodorant': ['saffron-oud-eau-de-parfum', 'smoky-leather-body-spray'],
  'citrus-storm-deodorant': ['monsoon-citrus-eau-de-toilette'],
  'everyday-deo-pack': ['pocket-perfume', 'ice-peak-body-spray'],
  'ice-peak-body-spray': ['aqua-rush-deodorant'],
  'smoky-leather-body-spray': ['midnight-oud-deodorant'],
  'vetiver-rain-body-spray': ['noir-vetiver-eau-de-parfum'],
  'noir-vetiver-eau-de-parfum': ['pocket-perfume', 'midnight-oud-deodorant', 'vetiver-rain-body-spray'],
  'blue-current-eau-de-parfum': ['pocket-perfume', 'aqua-rush-deodorant'],
  'saffron-oud-eau-de-parfum': ['midnight-oud-deodorant', 'pocket-perfume'],
  'monsoon-citrus-eau-de-toilette': ['citrus-storm-deodorant', 'pocket-perfume'],
  'perfume-discovery-set': ['pocket-perfume'],
  'day-and-night-perfume-duo': ['pocket-perfume'],
  'pocket-perfume': ['noir-vetiver-eau-de-parfum', 'perfume-discovery-set'],
  'activated-charcoal-face-wash': ['oil-control-moisturiser', 'charcoal-peel-off-mask', 'matte-sunscreen-spf-50'],
  'coffee-bean-face-wash': ['oil-control-moisturiser', 'matte-sunscreen-spf-50'],
  'oil-control-moisturiser': ['activated-charcoal-face-wash', 'matte-sunscreen-spf-50'],
  'matte-sunscreen-spf-50': ['oil-control-moisturiser', 'activated-charcoal-face-wash'],
  'charcoal-peel-off-mask': ['activated-charcoal-face-wash', 'oil-control-moisturiser'],
  'classic-shave-kit': ['six-blade-refill-cartridges', 'after-shave-balm'],
  'deluxe-grooming-kit': ['woodland-beard-oil', 'pocket-perfume'],
  'beard-care-kit': ['contour-beard-trimmer-pro', 'sandalwood-beard-comb'],
  'travel-grooming-kit': ['razor-travel-cap-and-stand', 'pocket-perfume'],
  'festive-fragrance-hamper': ['pocket-perfume'],
};

const products: SeedProduct[] = specs.map((spec) => {
  const salesRank = salesOrder.indexOf(spec.handle) + 1;
  if (salesRank === 0) throw new Error(`groom seed: salesOrder is missing ${spec.handle}`);
  const pairs = complementary[spec.handle];
  return {...product(spec), salesRank, ...(pairs ? {complementary: pairs} : {})};
});

const ofType = (...types: string[]) => specs.filter((spec) => types.includes(spec.type)).map((spec) => spec.handle);

/** price of the first variant, in rupees */
function priceOf(handle: string): number {
  const found = products.find((item) => item.handle === handle);
  if (!found) throw new Error(`groom seed: unknown product ${handle}`);
  return Number(found.variants[0].price);
}

const newest = [...specs]
  .sort((x, y) => y.created.localeCompare(x.created) || x.handle.localeCompare(y.handle))
  .slice(0, 12)
  .map((spec) => spec.handle);

// ---------------------------------------------------------------------------
// collections
// ---------------------------------------------------------------------------

function collection(
  handle: string,
  title: string,
  descriptionHtml: string,
  productHandles: string[],
  colours: [string, string],
): SeedCollection {
  return {
    handle,
    title,
    descriptionHtml,
    productHandles,
    image: banner(`collection-${handle}`, title, `${title} collection banner`, colours),
    seo: {
      title: `${title} | ${VENDOR}`,
      description: descriptionHtml.replace(/<[^>]+>/g, '').slice(0, 155),
    },
  };
}

const collections: SeedCollection[] = [
  collection(
    'best-seller',
    'Best Sellers',
    p('The razors, trimmers and fragrances our customers reorder the most, ranked by what sold best this month.'),
    salesOrder.slice(0, 16),
    ['#7c2d12', '#ffedd5'],
  ),
  collection(
    'new-arrivals',
    'New Arrivals',
    p('Fresh off the line: the latest trimmers, scents and gift boxes from Kestrel Men.'),
    newest,
    ['#064e3b', '#d1fae5'],
  ),
  collection(
    'shaving-products-for-men',
    'Shaving Products for Men',
    p('Razors, blades, foams, gels and after shave care for a close, comfortable shave every morning.'),
    [...ofType('Razor'), ...ofType('Blades'), ...ofType('Shave Care'), 'classic-shave-kit'],
    STEEL,
  ),
  collection(
    'razors-1',
    'Razors',
    p('From a twin-blade disposable to a brass safety razor, find the razor that suits your beard and your skin.'),
    [...ofType('Razor'), 'six-blade-refill-cartridges', 'three-blade-refill-cartridges', 'razor-travel-cap-and-stand'],
    ['#1f2937', '#cbd5e1'],
  ),
  collection(
    'deos',
    'Deodorants',
    p('No-gas deodorants with up to 48 hours of odour protection for Indian summers and long commutes.'),
    ofType('Deodorant'),
    OCEAN,
  ),
  collection(
    'body-sprays',
    'Body Sprays',
    p('Light all-over sprays for after the shower, the gym or the match.'),
    ofType('Body Spray'),
    ['#0c4a6e', '#bae6fd'],
  ),
  collection(
    'set-of-perfumes',
    'Perfume Sets',
    p('Discovery sets, duos and hampers: the easiest way to find your signature scent, or to gift one.'),
    ['perfume-discovery-set', 'day-and-night-perfume-duo', 'festive-fragrance-hamper', 'pocket-perfume'],
    OUD,
  ),
  collection(
    'everything-bsc',
    'Shop Everything',
    p('Every razor, trimmer, fragrance, skin care product and gift box we make, best sellers first.'),
    salesOrder,
    ['#111827', '#f9fafb'],
  ),
  collection(
    'cart-upsell',
    'Add to Your Order',
    p('Small add-ons that go well with what is already in your cart.'),
    [
      'pocket-perfume',
      'alum-block',
      'six-blade-refill-cartridges',
      'ice-peak-body-spray',
      'razor-travel-cap-and-stand',
      'sandalwood-beard-comb',
      'charcoal-peel-off-mask',
      'shaving-foam-sensitive',
    ],
    ['#4c1d95', '#ede9fe'],
  ),
  collection(
    'trimmers',
    'Trimmers',
    p('Beard, body, head, nose and groin trimmers with skin-safe blades and long-lasting batteries.'),
    [...ofType('Trimmer'), 'trimmer-replacement-blade-head'],
    DARK,
  ),
  collection(
    'skin-care',
    'Skin Care',
    p('Face washes, moisturiser, sunscreen and masks made for men’s skin and Indian weather.'),
    ofType('Skin Care'),
    CHARCOAL,
  ),
  collection(
    'fragrances',
    'Fragrances',
    p('Eau de parfum, pocket perfumes, deodorants and body sprays in woody, fresh and oriental families.'),
    [...ofType('Perfume'), ...ofType('Perfume Set'), ...ofType('Deodorant'), ...ofType('Body Spray')],
    ['#3b0d2e', '#fbcfe8'],
  ),
  collection(
    'gifting-kits',
    'Gifting Kits',
    p(
      'Ready-to-gift boxes for birthdays, anniversaries, Raksha Bandhan and Diwali. Every kit ships with a free message card.',
    ),
    [
      ...ofType('Gift Set').filter((handle) => handle !== 'executive-grooming-hamper'),
      'perfume-discovery-set',
      'multi-grooming-kit-9-in-1',
      'kestrel-e-gift-card',
    ],
    GIFT,
  ),
  collection(
    'shave-care',
    'Shave Care',
    p('Pre-shave oil, foams, gels, creams, brushes, refills and after shave care.'),
    [...ofType('Shave Care'), ...ofType('Blades')],
    TEAL,
  ),
  collection(
    'beard-care',
    'Beard Care',
    p('Oils, washes, balms, combs and trimmers for a softer, better-shaped beard.'),
    [...ofType('Beard Care'), 'contour-beard-trimmer-pro', 'contour-beard-trimmer-lite', 'beard-care-kit'],
    ['#4d3319', '#fde7c7'],
  ),
  collection(
    'corporate-gifting',
    'Corporate Gifting',
    p('Hampers, kits and e-gift cards for teams and clients, with logo sleeves and volume pricing on large orders.'),
    [
      'executive-grooming-hamper',
      'deluxe-grooming-kit',
      'festive-fragrance-hamper',
      'classic-shave-kit',
      'perfume-discovery-set',
      'kestrel-e-gift-card',
    ],
    ['#111827', '#e5c07b'],
  ),
];

// ---------------------------------------------------------------------------
// pages
// ---------------------------------------------------------------------------

const page = (handle: string, title: string, bodyHtml: string, description: string): SeedPage => ({
  handle,
  title,
  bodyHtml,
  seo: {title: `${title} | ${VENDOR}`, description},
});

const pages: SeedPage[] = [
  page(
    'razors-for-men',
    'Razors for Men: Which One Is Right for You?',
    p(
      'Choosing a razor comes down to three things: how thick your beard is, how sensitive your skin is and how much time you have in the morning.',
    ) +
      h2('Quick guide') +
      ul(
        `${a('/products/kestrel-6-blade-razor', 'Six Blade Razor')}: the closest cartridge shave, best for thick, fast-growing beards.`,
        `${a('/products/kestrel-3-blade-razor', 'Three Blade Razor')}: light and quick for daily shavers.`,
        `${a('/products/calm-edge-sensitive-razor', 'Calm Edge 5 Blade')}: wider blade spacing for skin that reddens easily.`,
        `${a('/products/forge-double-edge-safety-razor', 'Forge Safety Razor')}: one sharp blade, no clogging, no plastic cartridges.`,
        `${a('/products/body-glide-razor', 'Body Glide Razor')}: a wide head for chest, back and legs.`,
      ) +
      h2('How often to change the blade') +
      p(
        'Change cartridges every 10 to 15 shaves and safety razor blades every 4 to 6. If the razor starts to tug, it is time, whatever the count.',
      ) +
      p(`See all razors in the ${a('/collections/razors-1', 'razor collection')}.`),
    'A guide to choosing the right razor for your beard and skin.',
  ),
  page(
    'trimmers-for-men',
    'Trimmers for Men: A Buying Guide',
    p('A good trimmer saves you a trip to the barber every other week. Here is how our range lines up.') +
      ul(
        `${a('/products/contour-beard-trimmer-pro', 'Contour Beard Trimmer Pro')}: 40 length settings for beard styling.`,
        `${a('/products/full-body-trimmer-for-men', 'Full Body Trimmer')}: skin-safe blades for chest, back and legs.`,
        `${a('/products/headshaver-pro-copy', 'HeadShaver Pro')}: five floating heads for a smooth head shave.`,
        `${a('/products/landscaper-pubic-hair-trimmer-for-men', 'Landscaper')}: a guarded ceramic blade for the groin.`,
        `${a('/products/nose-and-ear-trimmer', 'Nose & Ear Trimmer')}: a rotary head that never pulls.`,
      ) +
      h2('What to look for') +
      p(
        'Battery life of at least an hour, a washable head, and blades that are rounded at the tips if you plan to use the trimmer on your body. All our trimmers carry a 2 year warranty.',
      ) +
      p(`Compare every model in the ${a('/collections/trimmers', 'trimmer collection')}.`),
    'Compare beard, body, head, nose and groin trimmers from Kestrel Men.',
  ),
  page(
    'about-us',
    'About Us',
    p(
      'Kestrel Men started in 2019 in a small office in Pune with one question: why did a decent razor cost so much, and why did the cheap ones hurt so much?',
    ) +
      p(
        'Today we make razors, trimmers, fragrances and skin care for more than two million men across India. Every product is tested on Indian skin, in Indian weather, by people who shave every day.',
      ) +
      h2('What we believe') +
      ul(
        'Good grooming should not cost a fortune.',
        'Products should be honest about what they do.',
        'Packaging should be as small as it can be and recyclable where possible.',
      ) +
      p(
        'Our team of 180 people works out of Pune, Bengaluru and Gurugram, and our products are made in partner facilities in Baddi, Kannauj and Chennai.',
      ),
    'The story behind Kestrel Men.',
  ),
  page(
    'terms-and-conditions',
    'Terms and Conditions',
    p('These terms apply to every purchase made on this website. By placing an order you agree to them.') +
      h2('Orders and pricing') +
      p(
        'All prices are in Indian rupees and include GST. We may cancel an order if a product was listed at a wrong price because of a technical error; you will get a full refund.',
      ) +
      h2('Coupons') +
      p(
        'Only one coupon can be used per order. Coupons cannot be exchanged for cash and may be withdrawn at any time.',
      ) +
      h2('Warranty') +
      p(
        'Trimmers carry a 2 year warranty against manufacturing defects from the date of delivery. Blades, combs and batteries damaged by misuse are not covered.',
      ) +
      p(`Full legal terms are in our ${a('/policies/terms-of-service', 'terms of service')}.`),
    'Terms and conditions for purchases on Kestrel Men.',
  ),
  page(
    'privacy-policy',
    'Privacy Policy',
    p(
      'We collect only the information we need to deliver your order and improve the store: your name, phone number, email, delivery address and order history.',
    ) +
      ul(
        'We never sell your data.',
        'Payments are handled by our payment partners; we do not store card details.',
        'You can ask us to delete your account at any time by writing to privacy@kestrelmen.example.',
      ) +
      p(`Read the complete ${a('/policies/privacy-policy', 'privacy policy')}.`),
    'How Kestrel Men handles your personal data.',
  ),
  page(
    'cancellations',
    'Cancellations and Returns',
    p(
      'You can cancel an order free of charge until it is shipped. Go to Order History or write to us with your order number.',
    ) +
      h2('Returns') +
      ul(
        'Unopened products can be returned within 7 days of delivery.',
        'For hygiene reasons, opened razors, blades and trimmers can only be returned if they are faulty.',
        'Damaged or wrong items must be reported within 48 hours with an unboxing photo or video.',
      ) +
      h2('Refunds') +
      p(
        'Prepaid orders are refunded to the original payment method within 5 to 7 working days of the return reaching us. Cash on delivery orders are refunded by bank transfer or store credit.',
      ),
    'How to cancel or return a Kestrel Men order.',
  ),
  page(
    'careers',
    'Careers',
    p(
      'We are a team of product designers, chemists, marketers and engineers building India’s friendliest grooming brand.',
    ) +
      h2('Open roles') +
      ul(
        'Senior Product Designer, Pune',
        'Performance Marketing Manager, Bengaluru',
        'Quality Engineer, Baddi',
        'Customer Experience Associate (Hindi and English), Gurugram',
      ) +
      p(
        'Send your CV and a few lines about why you want to join to careers@kestrelmen.example. We reply to every application within two weeks.',
      ),
    'Join the team at Kestrel Men.',
  ),
  page(
    'franchise-enquiry',
    'Franchise Enquiry',
    p(
      'Kestrel Men kiosks and shop-in-shops are open in 40 cities. We are looking for partners in tier 2 and tier 3 cities who know their local market.',
    ) +
      h2('What you need') +
      ul(
        'A space of 80 to 150 sq ft in a mall, high street or airport',
        'An investment of ₹6 to ₹10 lakh',
        'Experience in retail, ideally in personal care or fashion',
      ) +
      p(
        'Write to franchise@kestrelmen.example with your city, the proposed location and a short note about yourself. Our partnerships team will call you back within 5 working days.',
      ),
    'Open a Kestrel Men franchise in your city.',
  ),
  page(
    'investors',
    'Investors',
    p(
      'Kestrel Men Private Limited is a privately held company backed by a group of consumer-focused venture investors.',
    ) +
      ul(
        'Annual reports and board disclosures are shared with shareholders on request.',
        'CIN: U74999MH2019PTC000000 (illustrative)',
      ) +
      p('For investor relations, write to investors@kestrelmen.example.'),
    'Investor information for Kestrel Men.',
  ),
  page(
    'site-map',
    'Site Map',
    h2('Shop') +
      ul(
        a('/collections/best-seller', 'Best Sellers'),
        a('/collections/new-arrivals', 'New Arrivals'),
        a('/collections/razors-1', 'Razors'),
        a('/collections/trimmers', 'Trimmers'),
        a('/collections/shave-care', 'Shave Care'),
        a('/collections/fragrances', 'Fragrances'),
        a('/collections/skin-care', 'Skin Care'),
        a('/collections/gifting-kits', 'Gifting Kits'),
        a('/collections/everything-bsc', 'Shop Everything'),
      ) +
      h2('Help') +
      ul(
        a('/pages/faq', 'FAQ'),
        a('/pages/contact-us', 'Contact Us'),
        a('/pages/cancellations', 'Cancellations'),
        a('/policies/shipping-policy', 'Shipping Policy'),
      ) +
      h2('Company') +
      ul(
        a('/pages/about-us', 'About Us'),
        a('/pages/careers', 'Careers'),
        a('/pages/investors', 'Investors'),
        a('/blogs', 'Blog'),
      ),
    'Every section of the Kestrel Men store.',
  ),
  page(
    'faq',
    'Frequently Asked Questions',
    h2('Is shipping free?') +
      p('Yes, on every order above ₹299. Below that, a flat ₹49 delivery fee applies.') +
      h2('How long does delivery take?') +
      p(
        'Metro cities: 2 to 4 working days. Rest of India: 4 to 7 working days. You will get a tracking link by SMS and email as soon as your order ships.',
      ) +
      h2('Is cash on delivery available?') +
      p('Yes, on orders up to ₹5,000 at most pin codes.') +
      h2('How do I claim the trimmer warranty?') +
      p(
        `Write to us from the ${a('/pages/contact-us', 'contact page')} with your order number and a short video of the problem. We replace faulty trimmers within 7 days.`,
      ) +
      h2('Can I use more than one coupon?') +
      p(
        `No, one coupon per order. Payment offers from banks and wallets apply on top. See ${a('/pages/coupons-and-offers', 'current offers')}.`,
      ),
    'Answers to common questions about orders, delivery and warranty.',
  ),
  page(
    'contact-us',
    'Contact Us',
    p('We are here from 9:00 AM to 9:00 PM, Monday to Saturday.') +
      ul('Phone: +91 20 4000 1234', 'WhatsApp: +91 90000 12345', 'Email: support@kestrelmen.example') +
      p('Kestrel Men Private Limited, 4th Floor, Sahyadri Tech Park, Baner Road, Pune, Maharashtra 411045') +
      p('Please keep your order number handy. Most questions are answered within 24 hours.'),
    'Phone, email and address for Kestrel Men customer care.',
  ),
  page(
    'corporate-gifting',
    'Corporate Gifting',
    p('Thank your team, your clients or your channel partners with grooming gifts they will actually use.') +
      ul(
        'Hampers from ₹499 to ₹5,000 per person',
        'Your logo on the sleeve or card for orders of 25 or more',
        'Delivery to one office or to every employee’s home, anywhere in India',
        'GST invoice and volume pricing',
      ) +
      p(
        `Browse the ${a('/collections/corporate-gifting', 'corporate gifting collection')} or write to gifting@kestrelmen.example with the number of gifts, your budget and the delivery date.`,
      ),
    'Grooming hampers and gift cards for teams and clients.',
  ),
  page(
    'coupons-and-offers',
    'Coupons and Offers',
    p('Current codes you can use at checkout. Only one coupon per order.') +
      ul(
        'FLAT100: ₹100 off on orders above ₹999',
        'BUY3GET15: 15% off when you buy 3 or more products',
        'KESTREL20: 20% off on orders above ₹1,999',
        'SHAVE50: ₹50 off on orders above ₹499',
        'WELCOME10: 10% off your first order',
      ) +
      p('Bank and wallet cashback offers are shown in the cart under View All Offers and are applied at payment.'),
    'Current coupon codes and bank offers.',
  ),
  page(
    'blog',
    'The Kestrel Men Blog',
    p('Straight-talking guides on shaving, beards, fragrance and skin care.') +
      ul(
        a('/blogs/shaving', 'Shaving'),
        a('/blogs/beard-care', 'Beard Care'),
        a('/blogs/fragrances', 'Fragrances'),
        a('/blogs/skincare', 'Skin Care'),
        a('/blogs/body-hair-removal', 'Body Hair Removal'),
        a('/blogs/diy', 'DIY Grooming'),
      ),
    'Grooming guides from Kestrel Men.',
  ),
];

// ---------------------------------------------------------------------------
// blogs
// ---------------------------------------------------------------------------

function article(
  blog: string,
  handle: string,
  title: string,
  label: string,
  excerpt: string,
  paragraphs: string[],
  publishedAt: string,
  authorName: string,
  tags: string[],
  colours: [string, string],
): SeedArticle {
  return {
    handle,
    title,
    excerpt,
    contentHtml: paragraphs.map(p).join(''),
    publishedAt: `${publishedAt}T06:00:00Z`,
    authorName,
    tags,
    image: banner(`article-${blog}-${handle}`, label, title, colours),
  };
}

const VIKRAM = 'Vikram Sethi';
const KABIR = 'Kabir Malhotra, Master Barber';
const NEHA = 'Neha Kulkarni';
const DR_AARTI = 'Dr. Aarti Rao, Dermatologist';

const blogs: SeedBlog[] = [
  {
    handle: 'beard-care',
    title: 'Beard Care',
    articles: [
      article(
        'beard-care',
        'how-to-grow-a-beard-the-first-30-days',
        'How to Grow a Beard: The First 30 Days',
        'First 30 Days',
        'The itch, the patchy phase and the urge to shave it all off. Here is how to get through the first month.',
        [
          'Week one is easy: do nothing. Put the razor away and let everything grow, including the neckline you will tidy up later. Most men give up between days 10 and 20, when the hair is long enough to itch but too short to look intentional.',
          'The itch comes from new hair tips curling back against the skin. Wash the beard with a gentle beard wash three times a week and use two or three drops of beard oil every night. The oil softens the tips and stops the skin underneath from drying out.',
          'Around week three, trim only the neckline and cheek line. Imagine a line two fingers above your Adam’s apple and clean up everything below it. Leave the length alone.',
          'By day 30 you will know what your beard wants to be. Only then decide on a shape, and let a trimmer with fine length steps take it from there.',
        ],
        '2025-01-12',
        KABIR,
        ['beard growth', 'beard oil', 'beginners'],
        ['#4d3319', '#fde7c7'],
      ),
      article(
        'beard-care',
        'beard-oil-vs-beard-balm',
        'Beard Oil vs Beard Balm: Which One Do You Need?',
        'Oil vs Balm',
        'Both soften and condition. The difference is hold, and how long your beard is.',
        [
          'Beard oil is mostly carrier oils like jojoba and argan. It sinks into the skin and the hair, stops itching and adds a soft shine. For stubble and short beards under 2 cm, oil is all you need.',
          'Beard balm adds butters and a little wax. It conditions like an oil but also gives light hold, so longer beards and moustaches stay in shape through the day.',
          'Plenty of men use both: oil at night, when the skin can take its time absorbing it, and a pea-sized amount of balm in the morning to style.',
        ],
        '2025-04-03',
        VIKRAM,
        ['beard oil', 'beard balm', 'styling'],
        ['#713f12', '#fef9c3'],
      ),
      article(
        'beard-care',
        'five-ways-to-deal-with-a-patchy-beard',
        'Five Honest Ways to Deal with a Patchy Beard',
        'Patchy Beard',
        'Genetics decides most of it, but grooming decides how it looks.',
        [
          'Give it time. Many men in their early twenties see cheek patches fill in over two or three years, so judge your beard after at least eight weeks of growth, not two.',
          'Keep it short. A 3 to 5 mm stubble hides gaps much better than a long beard, because the eye reads the overall shadow rather than individual hairs.',
          'Brush it across. Training longer hairs with a comb to lie over thin areas is the oldest barber trick there is.',
          'Sleep, protein and less stress do help hair in general. Be wary of anything that promises a full beard in a bottle.',
          'And if it really does not work, a clean shave is never out of fashion.',
        ],
        '2025-08-21',
        KABIR,
        ['patchy beard', 'beard styles'],
        ['#57534e', '#fafaf9'],
      ),
      article(
        'beard-care',
        'beard-dandruff-causes-and-fixes',
        'Beard Dandruff: Why It Happens and How to Stop It',
        'Beard Dandruff',
        'White flakes on a dark shirt are not a good look. The fix is simple.',
        [
          'Beard dandruff is usually dry skin under the beard, sometimes joined by a yeast that feeds on skin oil. Washing with regular shampoo tends to make it worse because it strips the skin.',
          'Switch to a mild beard wash with tea tree, massage it into the skin rather than just the hair, and rinse with lukewarm water.',
          'Follow with beard oil every night for two weeks. If the flakes do not improve, or the skin turns red and itchy, see a dermatologist.',
        ],
        '2026-02-10',
        DR_AARTI,
        ['beard dandruff', 'beard wash'],
        SAGE,
      ),
    ],
  },
  {
    handle: 'shaving',
    title: 'Shaving',
    articles: [
      article(
        'shaving',
        'how-to-shave-without-razor-burn',
        'How to Shave Without Razor Burn',
        'No Razor Burn',
        'Red bumps and a stinging neck are avoidable. Six steps to a calm, close shave.',
        [
          'Shave after a warm shower, not before. Two minutes of steam softens stubble more than any product can.',
          'Use a proper foam or gel and give it a minute to work. Dry soap and water make the blade drag.',
          'Shave with the grain first. If you want it closer, re-lather and go across the grain, never straight against it on the neck.',
          'Rinse the blade after every stroke and do not press. A sharp blade needs no pressure; if you need to push, change the cartridge.',
          'Finish with cold water and an alcohol-free balm. Save the splash-on lotions for skin that can take them.',
        ],
        '2024-11-08',
        KABIR,
        ['razor burn', 'sensitive skin', 'shaving tips'],
        TEAL,
      ),
      article(
        'shaving',
        'safety-razor-for-beginners',
        'Safety Razors for Beginners',
        'Safety Razor 101',
        'A single blade, a heavier handle and a little patience. What to expect from your first week.',
        [
          'A safety razor uses one double edge blade held at a fixed angle. It cuts cleanly and never clogs, which is why men with thick, curly beards often get fewer ingrown hairs with one.',
          'The angle is everything: start with the handle almost horizontal to your cheek and lower it until the blade just begins to cut, roughly 30 degrees.',
          'Let the weight of the razor do the work and use short strokes of two or three centimetres. Go slow around the chin and the jawline.',
          'Expect a nick or two in the first week. An alum block closes them in seconds, and by the second week you will wonder why you waited.',
        ],
        '2025-03-17',
        VIKRAM,
        ['safety razor', 'wet shaving', 'beginners'],
        ['#44403c', '#e7e5e4'],
      ),
      article(
        'shaving',
        'when-to-change-your-razor-blade',
        'When Should You Change Your Razor Blade?',
        'Change the Blade',
        'The count on the pack is a guide. Your skin is the real indicator.',
        [
          'A cartridge usually lasts 10 to 15 shaves and a double edge blade 4 to 6. Thick beards and hard water shorten that.',
          'Signs it is time: the razor tugs, you need more than two passes, or you get redness where you normally do not.',
          'To make blades last longer, rinse well, shake off the water and store the razor upright and dry, away from the shower spray.',
        ],
        '2026-06-05',
        NEHA,
        ['blades', 'razor care'],
        STEEL,
      ),
    ],
  },
  {
    handle: 'fragrances',
    title: 'Fragrances',
    articles: [
      article(
        'fragrances',
        'edp-vs-edt-vs-deodorant',
        'EDP, EDT or Deodorant: What Is the Difference?',
        'EDP vs EDT',
        'It comes down to how much perfume oil is in the bottle, and how long you need it to last.',
        [
          'Eau de parfum has 15 to 20 percent perfume oil and lasts 8 hours or more. Eau de toilette sits at 5 to 15 percent and lasts 4 to 6 hours.',
          'Deodorants and body sprays are lighter again. They are made to keep you fresh rather than to leave a trail.',
          'A simple rule: a deo every day, an EDT for the day, an EDP for the evening or for long days out.',
        ],
        '2024-12-02',
        NEHA,
        ['perfume', 'edp', 'edt', 'deodorant'],
        OUD,
      ),
      article(
        'fragrances',
        'how-to-make-perfume-last-longer',
        'How to Make Your Perfume Last Longer',
        'Longer Lasting',
        'Seven small habits that add hours to any scent.',
        [
          'Spray on moisturised skin. Fragrance clings to oil and fades fast from dry skin, so a fragrance-free moisturiser first makes a real difference.',
          'Aim for pulse points: wrists, the sides of the neck and the inside of the elbows. Do not rub your wrists together; it breaks down the top notes.',
          'Spray clothes lightly too. Fabric holds scent for a long time, but test on a hidden patch first.',
          'Store bottles away from sunlight and bathroom steam. Heat and light are what spoil perfume.',
        ],
        '2025-06-14',
        NEHA,
        ['perfume', 'longevity'],
        ['#1c1917', '#d6d3d1'],
      ),
      article(
        'fragrances',
        'finding-your-signature-scent',
        'Finding Your Signature Scent',
        'Signature Scent',
        'How to pick a fragrance people remember you by, without buying five full bottles.',
        [
          'Start with the families: fresh and aquatic for day, woody for versatility, oriental and oud for evenings and occasions.',
          'Test on skin, not paper, and wait at least an hour. What you smell in the first ten minutes is not what people will smell at lunch.',
          'A discovery set is the cheapest way to live with four scents for a week each before you commit.',
          'Once you find it, stick with it. A signature scent works because it is consistent.',
        ],
        '2026-01-20',
        VIKRAM,
        ['perfume', 'discovery set', 'gifting'],
        ['#312e81', '#fde68a'],
      ),
    ],
  },
  {
    handle: 'diy',
    title: 'DIY Grooming',
    articles: [
      article(
        'diy',
        'hot-towel-shave-at-home',
        'The Hot Towel Shave at Home',
        'Hot Towel Shave',
        'The barber-shop ritual needs nothing more than a hand towel and a kettle.',
        [
          'Soak a small cotton towel in hot water, wring it out well and test it on your wrist. It should be hot, not scalding.',
          'Wrap it over the lower half of your face for two minutes. Apply pre-shave oil, then build a lather with a brush and cream.',
          'Shave with the grain, re-lather and do a second pass across the grain. Finish with a cold towel to close the pores and an after shave balm.',
        ],
        '2025-02-23',
        KABIR,
        ['hot towel', 'wet shaving', 'diy'],
        WOOD,
      ),
      article(
        'diy',
        'line-up-your-beard-at-home',
        'Line Up Your Beard at Home',
        'Beard Line-Up',
        'Clean cheek and neck lines in ten minutes, with a trimmer and a steady hand.',
        [
          'Cheek line: imagine a line from the top of the sideburn to the corner of the moustache. Trim everything above it with the trimmer held upside down, with no comb.',
          'Neck line: place two fingers above your Adam’s apple. That is where the beard should end. Trim below it, curving up behind the ears.',
          'Go slower than you think you need to. You can always take more off, but not put it back.',
        ],
        '2025-09-09',
        KABIR,
        ['beard styling', 'trimmer', 'diy'],
        ['#111827', '#a7f3d0'],
      ),
      article(
        'diy',
        'how-to-clean-your-trimmer',
        'How to Clean and Oil Your Trimmer',
        'Trimmer Care',
        'Five minutes a week doubles the life of the blades.',
        [
          'Switch off and remove the comb. Brush out the hair with the small brush in the box, then rinse the head under the tap if it is washable.',
          'Dry it with a towel and let it air dry with the head off.',
          'Once a month, put one drop of light oil on the blade teeth and run the trimmer for ten seconds to spread it.',
          'Store it dry and charge it fully every few weeks, even when you are not using it.',
        ],
        '2026-04-11',
        VIKRAM,
        ['trimmer care', 'diy'],
        DARK,
      ),
    ],
  },
  {
    handle: 'skincare',
    title: 'Skin Care',
    articles: [
      article(
        'skincare',
        'three-step-skincare-routine-for-men',
        'The Three-Step Skin Care Routine for Men',
        '3-Step Routine',
        'Cleanse, moisturise, protect. That is it.',
        [
          'Cleanse morning and night with a face wash that suits your skin: charcoal for oily skin, something creamy for dry skin.',
          'Moisturise even if your skin is oily. A light gel moisturiser stops the skin from overproducing oil to make up for dryness.',
          'Protect with SPF 50 every morning, cloudy days included. Sun damage is the biggest cause of dark spots and early wrinkles.',
        ],
        '2024-10-30',
        DR_AARTI,
        ['skin care routine', 'face wash', 'sunscreen'],
        CHARCOAL,
      ),
      article(
        'skincare',
        'why-men-need-sunscreen',
        'Yes, Men Need Sunscreen Too',
        'Sunscreen',
        'Indian sun is strong all year. Here is how to pick a sunscreen you will actually wear.',
        [
          'UV rays cause tanning, dark spots and wrinkles, and they reach your skin through clouds and car windows.',
          'Look for SPF 50 and PA+++ or higher. A matte gel texture works better for oily skin and does not leave a white cast.',
          'Use two finger-lengths for face and neck and reapply every two to three hours when you are outdoors.',
        ],
        '2025-05-05',
        DR_AARTI,
        ['sunscreen', 'spf'],
        ['#ca8a04', '#fefce8'],
      ),
      article(
        'skincare',
        'oily-skin-in-the-monsoon',
        'Handling Oily Skin in the Monsoon',
        'Monsoon Skin',
        'Humidity makes oil glands work overtime. Adjust your routine.',
        [
          'Wash your face twice a day, not five times. Over-washing strips the skin and makes it produce even more oil.',
          'Switch to a gel moisturiser with niacinamide, which helps control shine.',
          'Use a charcoal mask once a week to clear congested pores on the nose and chin, and keep blotting paper in your bag for the afternoons.',
        ],
        '2025-07-01',
        DR_AARTI,
        ['oily skin', 'monsoon'],
        ['#0f766e', '#f0fdfa'],
      ),
      article(
        'skincare',
        'how-often-to-use-a-charcoal-mask',
        'How Often Should You Use a Charcoal Mask?',
        'Charcoal Mask',
        'Once or twice a week is plenty. More is not better.',
        [
          'Charcoal peel-off masks lift blackheads and dead skin from the surface. They are satisfying to use, which is exactly why people overdo them.',
          'Apply a thin, even layer on the T-zone, keep it away from eyebrows and hairline, and peel slowly from the edges after 15 minutes.',
          'Follow with moisturiser. If your skin feels tight or turns red, drop to once a week.',
        ],
        '2026-07-18',
        NEHA,
        ['charcoal', 'mask', 'blackheads'],
        ['#171717', '#a3e635'],
      ),
    ],
  },
  {
    handle: 'body-hair-removal',
    title: 'Body Hair Removal',
    articles: [
      article(
        'body-hair-removal',
        'trimming-vs-shaving-body-hair',
        'Trimming vs Shaving Body Hair',
        'Trim or Shave',
        'Both work. The right one depends on how smooth you want to be and how much time you have.',
        [
          'Trimming keeps a short, even length and causes almost no irritation. It is the easiest habit to keep, once a week with a body trimmer.',
          'Shaving gives a smooth finish but the hair grows back as stubble within two days and can cause ingrown hairs on the chest and groin.',
          'Many men trim first and then shave only the areas they want smooth, like the shoulders or chest.',
        ],
        '2024-09-15',
        VIKRAM,
        ['body hair', 'trimmer', 'manscaping'],
        DARK,
      ),
      article(
        'body-hair-removal',
        'manscaping-guide-for-beginners',
        'A Beginner’s Guide to Manscaping',
        'Manscaping 101',
        'The right tool, the right length and a little care in the sensitive places.',
        [
          'Use a trimmer with a skin guard made for the groin, never a beard trimmer or a razor for the first go.',
          'Trim dry, with the longest comb first, then step down. Stretch the skin with your free hand and use short strokes.',
          'Shower afterwards and apply a fragrance-free moisturiser. Skip perfume and deodorant on the area.',
          'Once every one to two weeks keeps things tidy without irritation.',
        ],
        '2025-10-06',
        KABIR,
        ['manscaping', 'groin trimmer', 'landscaper'],
        ['#111111', '#34d399'],
      ),
      article(
        'body-hair-removal',
        'how-to-trim-chest-hair',
        'How to Trim Chest Hair',
        'Chest Hair',
        'Keep it natural, just shorter. A five-minute routine.',
        [
          'Start with a 5 mm comb for a natural look or 3 mm for a shorter one. Trim against the direction of growth.',
          'Blend the chest into the stomach and shoulders so there is no hard line.',
          'Rinse the trimmer head after use. A waterproof body trimmer lets you do the whole thing in the shower.',
        ],
        '2026-08-28',
        VIKRAM,
        ['chest hair', 'body trimmer'],
        ['#101418', '#7dd3fc'],
      ),
    ],
  },
];

// ---------------------------------------------------------------------------
// policies
// ---------------------------------------------------------------------------

const policies: BrandSeed['shop']['policies'] = {
  shippingPolicy: {
    handle: 'shipping-policy',
    title: 'Shipping Policy',
    body:
      p('We ship to more than 19,000 pin codes across India.') +
      h2('Shipping charges') +
      ul(
        'Free shipping on all orders above ₹299.',
        'Orders of ₹299 or less carry a flat delivery fee of ₹49.',
        'Cash on delivery is available on orders up to ₹5,000.',
      ) +
      h2('Delivery times') +
      ul(
        'Orders are packed and dispatched within 24 hours on working days.',
        'Metro cities (Delhi NCR, Mumbai, Bengaluru, Chennai, Hyderabad, Kolkata, Pune): 2 to 4 working days.',
        'Rest of India: 4 to 7 working days.',
        'North East, Jammu and Kashmir, Ladakh, Andaman and Nicobar and Lakshadweep: 7 to 10 working days.',
      ) +
      p(
        'You will receive a tracking link by SMS and email as soon as your order leaves our warehouse. Deliveries may take longer during sale events, festivals and bad weather.',
      ),
  },
  privacyPolicy: {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    body:
      p('Kestrel Men Private Limited ("we") respects your privacy. This policy explains what we collect and why.') +
      h2('What we collect') +
      ul(
        'Name, phone number, email and delivery address, to fulfil orders.',
        'Order history, to handle returns and warranty claims.',
        'Browsing data through cookies, to keep your cart and improve the store.',
      ) +
      h2('What we do not do') +
      ul(
        'We do not sell or rent your personal data.',
        'We do not store card numbers; payments are processed by certified payment partners.',
      ) +
      h2('Your choices') +
      p(
        'You can unsubscribe from marketing messages at any time, and ask us to correct or delete your data by writing to privacy@kestrelmen.example.',
      ),
  },
  refundPolicy: {
    handle: 'refund-policy',
    title: 'Refund Policy',
    body:
      p('If something is not right, we will make it right.') +
      ul(
        'Unopened products can be returned within 7 days of delivery for a full refund.',
        'Opened razors, blades and trimmers can be returned only if they are faulty; trimmers are covered by a 2 year warranty.',
        'Damaged, leaking or wrong items must be reported within 48 hours of delivery, with a photo or unboxing video.',
      ) +
      p(
        'Refunds for prepaid orders go back to the original payment method within 5 to 7 working days after we receive the return. Cash on delivery orders are refunded by bank transfer or as store credit, your choice.',
      ),
  },
  termsOfService: {
    handle: 'terms-of-service',
    title: 'Terms of Service',
    body:
      p(
        'This website is operated by Kestrel Men Private Limited, Pune. By using the site or buying from it you agree to these terms.',
      ) +
      h2('Products and prices') +
      p(
        'We try to show colours and sizes accurately, but screens vary. Prices are in Indian rupees, include GST and may change without notice. Orders are confirmed only when payment is received or, for cash on delivery, when the order is accepted.',
      ) +
      h2('Offers and coupons') +
      p(
        'One coupon per order. Offers cannot be combined unless stated, and we may withdraw an offer that is being misused.',
      ) +
      h2('Liability') +
      p('Use products as directed on the pack. Our liability is limited to the value of the product purchased.') +
      h2('Governing law') +
      p('These terms are governed by the laws of India, and courts in Pune have jurisdiction.'),
  },
};

// ---------------------------------------------------------------------------
// menus
// ---------------------------------------------------------------------------

function typeOf(url: string): SeedMenuItemType {
  if (/^https?:\/\//.test(url) || url.startsWith('/productbundle/')) return 'HTTP';
  if (url === '/') return 'FRONTPAGE';
  if (url === '/collections') return 'COLLECTIONS';
  if (url === '/collections/all') return 'CATALOG';
  if (url.startsWith('/collections/')) return 'COLLECTION';
  if (url.startsWith('/products/')) return 'PRODUCT';
  if (url.startsWith('/pages/')) return 'PAGE';
  if (url.startsWith('/policies/')) return 'SHOP_POLICY';
  if (url.startsWith('/search')) return 'SEARCH';
  if (/^\/blogs\/[^/]+\/[^/]+/.test(url)) return 'ARTICLE';
  if (url.startsWith('/blogs')) return 'BLOG';
  return 'HTTP';
}

const link = (title: string, url: string, items?: SeedMenuItem[]): SeedMenuItem => ({
  title,
  type: typeOf(url),
  url,
  ...(items ? {items} : {}),
});

const TRACK_URL = 'https://track.shipfast.example/track?merchant_id=KESTREL-4471';
const WOMEN_URL = 'https://her.kestrelmen.example';
/** The women's store's own pages, as its menu entry here lists them: links to that store, not this one. */
const womenLinks = () => [
  link('Razors for Women', `${WOMEN_URL}/collections/razors`),
  link('Body Hair Removal', `${WOMEN_URL}/collections/body-hair-removal`),
  link('Skin Care', `${WOMEN_URL}/collections/skin-care`),
  link('Fragrances', `${WOMEN_URL}/collections/fragrances`),
  link('Gift Sets for Her', `${WOMEN_URL}/collections/gift-sets`),
];

const giftBundles = [
  {
    handle: 'shave-starter-kit',
    title: 'Shave Starter Kit',
    description:
      'The razor, foam, balm and spare cartridges for a first proper shave kit.\nA favourite for 18th birthdays.',
    products: ['kestrel-6-blade-razor', 'shaving-foam-sensitive', 'after-shave-balm', 'six-blade-refill-cartridges'],
  },
  {
    handle: 'date-night-set',
    title: 'Date Night Set',
    description:
      'Fresh face, long-lasting scent and a pocket spray for touch-ups.\nPacked in a black gift box with a message card.',
    products: [
      'noir-vetiver-eau-de-parfum',
      'midnight-oud-deodorant',
      'activated-charcoal-face-wash',
      'pocket-perfume',
    ],
  },
  {
    handle: 'beard-boss-bundle',
    title: 'Beard Boss Bundle',
    description: 'Trim, wash, oil and comb: everything for a sharp beard.\nIncludes our best-selling trimmer.',
    products: ['contour-beard-trimmer-pro', 'woodland-beard-oil', 'beard-wash', 'sandalwood-beard-comb'],
  },
  {
    handle: 'travel-ready-pack',
    title: 'Travel Ready Pack',
    description: 'Light, cabin-friendly essentials for work trips and weekends away.',
    products: [
      'kestrel-3-blade-razor',
      'pocket-perfume',
      'matte-sunscreen-spf-50',
      'trail-twin-blade-disposable-razors',
    ],
  },
  {
    handle: 'trimmer-power-combo',
    title: 'Trimmer Power Combo',
    description: 'Three trimmers for beard, body and nose.\nThe complete grooming upgrade, at a combo price.',
    products: ['full-body-trimmer-for-men', 'nose-and-ear-trimmer', 'contour-beard-trimmer-lite'],
  },
];

const menus = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    items: [
      link('Razors', '/collections/razors-1', [
        link('Six Blade Razor', '/products/kestrel-6-blade-razor'),
        link('Three Blade Razor', '/products/kestrel-3-blade-razor'),
        link('Safety Razor', '/products/forge-double-edge-safety-razor'),
        link('Sensitive Skin Razor', '/products/calm-edge-sensitive-razor'),
        link('Body Razor', '/products/body-glide-razor'),
        link('Blade Refills', '/products/six-blade-refill-cartridges'),
        link('Razor Buying Guide', '/pages/razors-for-men'),
        link('All Razors', '/collections/razors-1'),
      ]),
      link('Best Sellers', '/collections/best-seller', [
        link('Contour Beard Trimmer Pro', '/products/contour-beard-trimmer-pro'),
        link('Noir Vetiver Eau de Parfum', '/products/noir-vetiver-eau-de-parfum'),
        link('Full Body Trimmer', '/products/full-body-trimmer-for-men'),
        link('Perfume Discovery Set', '/products/perfume-discovery-set'),
        link('Classic Shave Kit', '/products/classic-shave-kit'),
        link('New Arrivals', '/collections/new-arrivals'),
        link('Shop Everything', '/collections/everything-bsc'),
        link('All Best Sellers', '/collections/best-seller'),
      ]),
      link('Gifts', '/collections/gifting-kits', [
        ...giftBundles.map((bundle) => link(bundle.title, `/productbundle/${bundle.handle}`)),
        link('All Gifting Kits', '/collections/gifting-kits'),
      ]),
      link('Trimmers', '/collections/trimmers', [
        link('Beard Trimmer Pro', '/products/contour-beard-trimmer-pro'),
        link('Full Body Trimmer', '/products/full-body-trimmer-for-men'),
        link('Body Trimmer Special Edition', '/products/full-body-trimmer-spl-edition'),
        link('HeadShaver Pro', '/products/headshaver-pro-copy'),
        link('Landscaper 2.0', '/products/landscaper-2-0-groin-trimmer-copy'),
        link('Nose & Ear Trimmer', '/products/nose-and-ear-trimmer'),
        link('Trimmer Buying Guide', '/pages/trimmers-for-men'),
        link('All Trimmers', '/collections/trimmers'),
      ]),
      link('Shave', '/collections/shave-care', [
        link('Shaving Foam', '/products/shaving-foam-sensitive'),
        link('Shaving Gel', '/products/cooling-menthol-shaving-gel'),
        link('Pre-Shave Oil', '/products/pre-shave-oil'),
        link('After Shave Balm', '/products/after-shave-balm'),
        link('Shaving Brush', '/products/synthetic-shaving-brush'),
        link('Beard Care', '/collections/beard-care'),
        link('All Shaving Products', '/collections/shaving-products-for-men'),
      ]),
      link('Skin', '/collections/skin-care', [
        link('Charcoal Face Wash', '/products/activated-charcoal-face-wash'),
        link('Oil Control Moisturiser', '/products/oil-control-moisturiser'),
        link('Sunscreen SPF 50', '/products/matte-sunscreen-spf-50'),
        link('Charcoal Peel-Off Mask', '/products/charcoal-peel-off-mask'),
        link('All Skin Care', '/collections/skin-care'),
      ]),
      link('Fragrances', '/collections/fragrances', [
        link('Perfume Sets', '/collections/set-of-perfumes'),
        link('Deodorants', '/collections/deos'),
        link('Body Sprays', '/collections/body-sprays'),
        link('Noir Vetiver', '/products/noir-vetiver-eau-de-parfum'),
        link('Pocket Perfume', '/products/pocket-perfume'),
        link('All Fragrances', '/collections/fragrances'),
      ]),
      link('Corporate Gifting', '/pages/corporate-gifting', [
        link('Corporate Hampers', '/collections/corporate-gifting'),
        link('Executive Grooming Hamper', '/products/executive-grooming-hamper'),
        link('E-Gift Cards', '/products/kestrel-e-gift-card'),
        link('Enquire Now', '/pages/corporate-gifting'),
      ]),
      link('Blog', '/blogs', [
        link('Beard Care', '/blogs/beard-care'),
        link(
          'Shaving',
          '/blogs/shaving',
          blogs
            .find((blog) => blog.handle === 'shaving')!
            .articles.map((item) => link(item.title, `/blogs/shaving/${item.handle}`)),
        ),
        link('Fragrances', '/blogs/fragrances'),
        link('DIY', '/blogs/diy'),
        link('Skin Care', '/blogs/skincare'),
        link('Body Hair Removal', '/blogs/body-hair-removal'),
      ]),
      link('Women', WOMEN_URL, womenLinks()),
    ],
  },
  {
    handle: 'mobile-menu',
    title: 'Mobile menu',
    items: [
      link('Trimmers', '/collections/trimmers', [
        link('Beard Trimmers', '/products/contour-beard-trimmer-pro'),
        link('Full Body Trimmer', '/products/full-body-trimmer-for-men'),
        link('Head Shaver', '/products/headshaver-pro-copy'),
        link('Groin Trimmer', '/products/landscaper-pubic-hair-trimmer-for-men'),
        link('Nose & Ear Trimmer', '/products/nose-and-ear-trimmer'),
        link('See All', '/collections/trimmers'),
      ]),
      link('Gifting Kits', '/collections/gifting-kits', [
        link('Classic Shave Kit', '/products/classic-shave-kit'),
        link('Deluxe Grooming Kit', '/products/deluxe-grooming-kit'),
        link('Beard Care Kit', '/products/beard-care-kit'),
        link('Perfume Sets', '/collections/set-of-perfumes'),
        link('Corporate Gifting', '/collections/corporate-gifting'),
        link('See All', '/collections/gifting-kits'),
      ]),
      link('Shave Care', '/collections/shave-care', [
        link('Razors', '/collections/razors-1'),
        link('Shaving Foam & Gel', '/products/shaving-foam-sensitive'),
        link('After Shave', '/products/after-shave-balm'),
        link('Blade Refills', '/products/six-blade-refill-cartridges'),
        link('Beard Care', '/collections/beard-care'),
        link('See All', '/collections/shave-care'),
      ]),
      link('Fragrances', '/collections/fragrances', [
        link('Perfumes', '/collections/set-of-perfumes'),
        link('Deodorants', '/collections/deos'),
        link('Body Sprays', '/collections/body-sprays'),
        link('Pocket Perfume', '/products/pocket-perfume'),
        link('See All', '/collections/fragrances'),
      ]),
      link('Skin Care', '/collections/skin-care', [
        link('Face Wash', '/products/activated-charcoal-face-wash'),
        link('Moisturiser', '/products/oil-control-moisturiser'),
        link('Sunscreen', '/products/matte-sunscreen-spf-50'),
        link('Face Mask', '/products/charcoal-peel-off-mask'),
        link('See All', '/collections/skin-care'),
      ]),
      link('Women', WOMEN_URL, womenLinks()),
    ],
  },
  {
    handle: 'mobile-secondary',
    title: 'Mobile secondary',
    items: [
      link('Blogs', '/blogs'),
      link('FAQs', '/pages/faq'),
      link('Contact Us', '/pages/contact-us'),
      link('Track Your Order', TRACK_URL),
    ],
  },
  {
    handle: 'footer',
    title: 'Footer menu',
    items: [
      link('Shop', '/collections/everything-bsc', [
        link('Best Sellers', '/collections/best-seller'),
        link('New Arrivals', '/collections/new-arrivals'),
        link('Razors', '/collections/razors-1'),
        link('Trimmers', '/collections/trimmers'),
        link('Fragrances', '/collections/fragrances'),
        link('Skin Care', '/collections/skin-care'),
        link('Gifting Kits', '/collections/gifting-kits'),
      ]),
      link('Help', '/pages/faq', [
        link('FAQs', '/pages/faq'),
        link('Contact Us', '/pages/contact-us'),
        link('Shipping Policy', '/policies/shipping-policy'),
        link('Refund Policy', '/policies/refund-policy'),
        link('Cancellations', '/pages/cancellations'),
        link('Coupons & Offers', '/pages/coupons-and-offers'),
      ]),
      link('Company', '/pages/about-us', [
        link('About Us', '/pages/about-us'),
        link('Careers', '/pages/careers'),
        link('Franchise Enquiry', '/pages/franchise-enquiry'),
        link('Investors', '/pages/investors'),
        link('Corporate Gifting', '/pages/corporate-gifting'),
        link('Blog', '/pages/blog'),
        link('Site Map', '/pages/site-map'),
      ]),
      link('Legal', '/pages/terms-and-conditions', [
        link('Terms & Conditions', '/pages/terms-and-conditions'),
        link('Privacy Policy', '/pages/privacy-policy'),
        link('Terms of Service', '/policies/terms-of-service'),
      ]),
    ],
  },
];

// ---------------------------------------------------------------------------
// metaobjects: gift bundles and offers; discount rules
// ---------------------------------------------------------------------------

const field = (key: string, type: string, value: string) => ({key, type, value});

const bundleObjects: SeedMetaobject[] = giftBundles.map((bundle) => {
  const total = bundle.products.reduce((sum, handle) => sum + priceOf(handle), 0);
  const price = Math.round((total * 0.8) / 10) * 10 - 1;
  return {
    type: 'gift_bundle',
    handle: bundle.handle,
    fields: [
      field('title', 'single_line_text_field', bundle.title),
      field('description', 'multi_line_text_field', bundle.description),
      field('products', 'list.product_reference', JSON.stringify(bundle.products)),
      field('price', 'number_decimal', inr(price)),
      field('compare_at_price', 'number_decimal', inr(total)),
      field('image_label', 'single_line_text_field', bundle.title),
    ],
  };
});

interface StoreOffer {
  handle: string;
  code: string;
  title: string;
  detail: string;
  kind: 'percentage' | 'fixed_amount';
  value: number;
  minSubtotal?: number;
  minItems?: number;
  autoApply: boolean;
  tnc: string[];
}

const storeOffers: StoreOffer[] = [
  {
    handle: 'flat-100-above-999',
    code: 'FLAT100',
    title: 'Flat ₹100 off on orders above ₹999',
    detail: 'Get ₹100 off when your cart is ₹999 or more',
    kind: 'fixed_amount',
    value: 100,
    minSubtotal: 999,
    autoApply: false,
    tnc: [
      'Valid on a cart value of ₹999 or more.',
      'Cannot be combined with other coupons.',
      'Not valid on e-gift cards.',
    ],
  },
  {
    handle: 'buy-3-get-15',
    code: 'BUY3GET15',
    title: 'Buy any 3, get 15% off',
    detail: 'Add 3 or more products and save 15% on the cart',
    kind: 'percentage',
    value: 15,
    minItems: 3,
    autoApply: false,
    tnc: ['Valid when the cart has 3 or more items.', 'Discount applies to the whole cart.', 'One coupon per order.'],
  },
  {
    handle: 'kestrel-20-above-1999',
    code: 'KESTREL20',
    title: '20% off on orders above ₹1,999',
    detail: 'Save 20% on carts of ₹1,999 or more',
    kind: 'percentage',
    value: 20,
    minSubtotal: 1999,
    autoApply: false,
    tnc: [
      'Valid on a cart value of ₹1,999 or more.',
      'Not valid on corporate hampers or e-gift cards.',
      'One coupon per order.',
    ],
  },
  {
    handle: 'duo-5',
    code: 'DUO5',
    title: 'Extra 5% off on 2 or more items',
    detail: 'Applied automatically when you add a second product',
    kind: 'percentage',
    value: 5,
    minItems: 2,
    autoApply: true,
    tnc: ['Applied automatically on carts with 2 or more items.', 'Replaced by any other coupon you apply.'],
  },
  {
    handle: 'shave-50-above-499',
    code: 'SHAVE50',
    title: '₹50 off on orders above ₹499',
    detail: 'Save ₹50 when your cart is ₹499 or more',
    kind: 'fixed_amount',
    value: 50,
    minSubtotal: 499,
    autoApply: false,
    tnc: ['Valid on a cart value of ₹499 or more.', 'One coupon per order.'],
  },
  {
    handle: 'gift-250-above-2499',
    code: 'GIFT250',
    title: '₹250 off on orders above ₹2,499',
    detail: 'Big gifting order? Take ₹250 off carts of ₹2,499 or more',
    kind: 'fixed_amount',
    value: 250,
    minSubtotal: 2499,
    autoApply: false,
    tnc: [
      'Valid on a cart value of ₹2,499 or more.',
      'Valid on gifting kits and hampers too.',
      'One coupon per order.',
    ],
  },
];

interface PaymentOffer {
  handle: string;
  code: string;
  title: string;
  paymentTitle: string;
  detail: string;
  kind: 'percentage' | 'fixed_amount';
  value: number;
  cashback: number;
  minSubtotal: number;
  logo: string;
  tnc: string[];
}

const paymentOffers: PaymentOffer[] = [
  {
    handle: 'meridian-bank-credit-card',
    code: 'MERIDIAN100',
    title: 'Flat ₹100 cashback with Meridian Bank credit cards',
    paymentTitle: 'Meridian Bank Credit Cards',
    detail: '₹100 cashback on orders above ₹1,499',
    kind: 'fixed_amount',
    value: 100,
    cashback: 100,
    minSubtotal: 1499,
    logo: 'https://assets.meridianbank.example/logo.svg',
    tnc: [
      'Valid on Meridian Bank credit cards only.',
      'Minimum order value ₹1,499.',
      'Cashback credited to the card within 90 days.',
      'Once per card during the offer period.',
    ],
  },
  {
    handle: 'saffron-bank-debit-card',
    code: 'SAFFRON10',
    title: '10% cashback up to ₹150 with Saffron Bank debit cards',
    paymentTitle: 'Saffron Bank Debit Cards',
    detail: '10% cashback, up to ₹150, on orders above ₹999',
    kind: 'percentage',
    value: 10,
    cashback: 150,
    minSubtotal: 999,
    logo: 'https://assets.saffronbank.example/logo.svg',
    tnc: [
      'Valid on Saffron Bank debit cards only.',
      'Minimum order value ₹999; maximum cashback ₹150.',
      'Cashback credited within 30 days of delivery.',
    ],
  },
  {
    handle: 'paynest-wallet',
    code: 'PAYNEST50',
    title: '₹50 cashback with PayNest Wallet',
    paymentTitle: 'PayNest Wallet',
    detail: 'Pay with PayNest and get ₹50 back on orders above ₹599',
    kind: 'fixed_amount',
    value: 50,
    cashback: 50,
    minSubtotal: 599,
    logo: 'https://static.paynest.example/brand/paynest.svg',
    tnc: [
      'Valid on PayNest Wallet payments only.',
      'Minimum order value ₹599.',
      'Cashback credited to the wallet within 48 hours.',
    ],
  },
];

const offerObjects: SeedMetaobject[] = [
  ...storeOffers.map((offer) => ({
    type: 'offer',
    handle: offer.handle,
    fields: [
      field('offer_type', 'single_line_text_field', 'store_offer'),
      field('title', 'single_line_text_field', offer.title),
      field('discount_code', 'single_line_text_field', offer.code),
      field('discount_detail', 'single_line_text_field', offer.detail),
      ...(offer.minSubtotal ? [field('min_subtotal', 'number_decimal', inr(offer.minSubtotal))] : []),
      ...(offer.minItems ? [field('min_item_count', 'number_integer', String(offer.minItems))] : []),
      field('discount_kind', 'single_line_text_field', offer.kind),
      field('discount_value', 'number_decimal', inr(offer.value)),
      field('auto_apply', 'boolean', String(offer.autoApply)),
      field('tnc', 'multi_line_text_field', offer.tnc.join('||')),
    ],
  })),
  ...paymentOffers.map((offer) => ({
    type: 'offer',
    handle: offer.handle,
    fields: [
      field('offer_type', 'single_line_text_field', 'payment_offer'),
      field('title', 'single_line_text_field', offer.title),
      field('discount_code', 'single_line_text_field', offer.code),
      field('discount_detail', 'single_line_text_field', offer.detail),
      field('min_subtotal', 'number_decimal', inr(offer.minSubtotal)),
      field('discount_kind', 'single_line_text_field', offer.kind),
      field('discount_value', 'number_decimal', inr(offer.value)),
      field('auto_apply', 'boolean', 'false'),
      field('cashback_amount', 'number_decimal', inr(offer.cashback)),
      field('logo_url', 'url', offer.logo),
      field('offer_category', 'single_line_text_field', 'cashback_offer'),
      field('payment_offer_title', 'single_line_text_field', offer.paymentTitle),
      field('tnc', 'multi_line_text_field', offer.tnc.join('||')),
    ],
  })),
];

const discountRules: BrandSeed['discountRules'] = [
  ...storeOffers.map((offer) => ({
    code: offer.code,
    title: offer.title,
    kind: offer.kind,
    value: offer.value,
    ...(offer.minSubtotal ? {minSubtotal: offer.minSubtotal} : {}),
    ...(offer.minItems ? {minQuantity: offer.minItems} : {}),
  })),
  {code: 'WELCOME10', title: '10% off your first order', kind: 'percentage', value: 10},
  {code: 'FLAT150', title: 'Flat ₹150 off on orders above ₹1,499', kind: 'fixed_amount', value: 150, minSubtotal: 1499},
];

// ---------------------------------------------------------------------------
// customers
// ---------------------------------------------------------------------------

const customers: BrandSeed['customers'] = [
  {
    email: 'arjun.mehta@example.com',
    password: 'Kestrel@2025',
    firstName: 'Arjun',
    lastName: 'Mehta',
    phone: '+919800011122',
    acceptsMarketing: true,
    orders: [
      {
        orderNumber: 1001,
        processedAt: '2025-03-04T09:12:00Z',
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        lines: [
          {sku: 'KM-RZ6-GM', quantity: 1},
          {sku: 'KM-SC-FOAM-200', quantity: 2},
        ],
      },
      {
        orderNumber: 1004,
        processedAt: '2025-10-18T15:40:00Z',
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        lines: [
          {sku: 'KM-EDP-NV-100', quantity: 1},
          {sku: 'KM-PP-BC-1', quantity: 2},
          {sku: 'KM-BL6-4', quantity: 1},
        ],
      },
      {
        orderNumber: 1009,
        processedAt: '2026-11-12T07:05:00Z',
        financialStatus: 'PENDING',
        fulfillmentStatus: 'UNFULFILLED',
        lines: [{sku: 'KM-TR-FBSE-CRB', quantity: 1}],
      },
    ],
  },
  {
    email: 'rohan.iyer@example.com',
    password: 'ShaveSmart#88',
    firstName: 'Rohan',
    lastName: 'Iyer',
    phone: '+919811122233',
    acceptsMarketing: false,
    orders: [
      {
        orderNumber: 1002,
        processedAt: '2025-05-21T11:30:00Z',
        financialStatus: 'PAID',
        fulfillmentStatus: 'FULFILLED',
        lines: [
          {sku: 'KM-TR-BP-BLK', quantity: 1},
          {sku: 'KM-BC-OIL-30', quantity: 1},
        ],
      },
      {
        orderNumber: 1006,
        processedAt: '2026-02-09T18:22:00Z',
        financialStatus: 'REFUNDED',
        fulfillmentStatus: 'FULFILLED',
        lines: [{sku: 'KM-SK-SPF50', quantity: 2}],
      },
      {
        orderNumber: 1008,
        processedAt: '2026-10-30T13:45:00Z',
        financialStatus: 'PAID',
        fulfillmentStatus: 'IN_PROGRESS',
        lines: [
          {sku: 'KM-KIT-SHAVE', quantity: 1},
          {sku: 'KM-DEO-AQUA', quantity: 3},
        ],
      },
    ],
  },
  // Phone-login customers, one per way the provider hands them over. The first has more
  // orders than the account page shows at once.
  {
    email: 'vikram.nair@example.com',
    password: 'Lather&Blade7',
    firstName: 'Vikram',
    lastName: 'Nair',
    phone: '+919812340001',
    phoneLogin: 'password',
    acceptsMarketing: true,
    orders: [
      order(1010, '2025-01-08T10:15:00Z', 'PAID', 'FULFILLED', {'KM-RZ3': 1, 'KM-SC-FOAM-200': 1}),
      order(1011, '2025-02-19T08:40:00Z', 'PAID', 'FULFILLED', {'KM-BL3-4': 2}),
      order(1012, '2025-04-02T17:05:00Z', 'REFUNDED', 'FULFILLED', {'KM-TR-BL': 1}),
      order(1013, '2025-05-27T12:30:00Z', 'PAID', 'FULFILLED', {'KM-DEO-OUD': 2, 'KM-BS-ICE': 1}),
      order(1014, '2025-07-11T19:45:00Z', 'PAID', 'FULFILLED', {'KM-EDP-BC-100': 1}),
      order(1015, '2025-08-30T06:20:00Z', 'PAID', 'FULFILLED', {'KM-SK-CFW-100': 1, 'KM-SK-MOI': 1}),
      order(1016, '2025-10-14T14:10:00Z', 'REFUNDED', 'FULFILLED', {'KM-BC-OIL-50': 1}),
      order(1017, '2025-12-03T09:55:00Z', 'PAID', 'FULFILLED', {'KM-KIT-BEARD': 1}),
      order(1018, '2026-01-21T16:25:00Z', 'PAID', 'FULFILLED', {'KM-PP-NV-2': 1, 'KM-DEO-PK-AQ2': 1}),
      order(1019, '2026-03-16T11:00:00Z', 'PAID', 'FULFILLED', {'KM-TR-NE': 1}),
      order(1020, '2026-06-05T13:35:00Z', 'PAID', 'FULFILLED', {'KM-SC-ASB-100': 1, 'KM-BLDE-10': 1}),
      order(1021, '2026-09-22T07:50:00Z', 'PAID', 'FULFILLED', {'KM-SET-DUO': 1}),
      order(1022, '2026-11-10T18:15:00Z', 'PAID', 'IN_PROGRESS', {'KM-TR-MG9': 1, 'KM-BL6-4': 1}),
      order(1023, '2026-11-20T05:30:00Z', 'PENDING', 'UNFULFILLED', {'KM-SK-SPF50': 2, 'KM-SC-GEL-100': 1}),
    ],
  },
  {
    email: 'kabir.sethi@example.com',
    password: 'Trim&Tidy44',
    firstName: 'Kabir',
    lastName: 'Sethi',
    phone: '+919812340002',
    phoneLogin: 'multipass',
    acceptsMarketing: false,
    orders: [
      order(1024, '2026-04-09T15:20:00Z', 'PAID', 'FULFILLED', {'KM-TR-LS': 1, 'KM-BC-WASH': 1}),
      order(1025, '2026-10-02T10:05:00Z', 'PAID', 'FULFILLED', {'KM-EDP-NV-50': 1, 'KM-PP-MC-1': 2}),
    ],
  },
  {
    // Ordered as a guest: the shop keeps the customer, with no password until they activate.
    email: 'dev.malhotra@example.com',
    password: null,
    firstName: 'Dev',
    lastName: 'Malhotra',
    phone: '+919812340003',
    phoneLogin: 'activation',
    acceptsMarketing: false,
    orders: [
      order(1026, '2026-07-18T12:40:00Z', 'PAID', 'FULFILLED', {'KM-KIT-SHAVE': 1}),
      order(1027, '2026-11-18T08:25:00Z', 'PAID', 'IN_PROGRESS', {'KM-DEO-PK-OD2': 1, 'KM-BS-VET-120': 1}),
    ],
  },
];

// ---------------------------------------------------------------------------

export const groomSeed: BrandSeed = {
  shop: {
    name: 'Kestrel Men',
    description:
      'Razors, trimmers, fragrances and skin care for men, made for Indian skin and weather. Free shipping on orders above ₹299.',
    multipassSecret: 'groom-emulator-multipass-secret',
    policies,
  },
  products,
  collections,
  pages,
  blogs,
  menus,
  metaobjects: [...bundleObjects, ...offerObjects, ...groomMerchandising],
  files: groomFiles,
  discountRules,
  customers,
  // Old URLs from the previous store that merchandisers redirected in the admin.
  urlRedirects: [
    {path: '/products/six-blade-razor-classic', target: '/products/kestrel-6-blade-razor'},
    {path: '/collections/razors', target: '/collections/razors-1'},
  ],
};
