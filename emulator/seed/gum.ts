/**
 * Seed catalogue for "Quitbee", an invented nicotine-gum and supplements brand
 * (India, INR, English with Hindi translations). Names, copy, addresses and
 * phone numbers are fictional.
 */
import {gumFiles, gumMerchandising} from './merchandising';
import type {
  BrandSeed,
  SeedArticle,
  SeedCollection,
  SeedMenu,
  SeedMenuItem,
  SeedMenuItemType,
  SeedMetaobject,
  SeedOption,
  SeedPage,
  SeedProduct,
  SeedSellingPlanGroup,
  SeedVariant,
} from './types';
import {banner, h2, image, inr, order, p, reviews, ul} from './build';

const VENDOR = 'Quitbee';

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function v(
  sku: string,
  options: Record<string, string>,
  price: string,
  compareAtPrice: string | undefined,
  quantityAvailable: number,
  weight: number,
): SeedVariant {
  return {
    sku,
    options,
    price,
    ...(compareAtPrice ? {compareAtPrice} : {}),
    quantityAvailable,
    weight,
  };
}

// option builders with Hindi names and values
const PIECES_HI: Record<string, string> = {
  '10 Pieces': '10 पीस',
  '30 Pieces': '30 पीस',
  '90 Pieces': '90 पीस',
  '30 Gummies': '30 गमीज़',
  '60 Gummies': '60 गमीज़',
};
const packOption = (values: string[]): SeedOption => ({
  name: 'Pack Size',
  values,
  hi: {name: 'पैक साइज़', values: values.map((value) => PIECES_HI[value])},
});
const strengthOption: SeedOption = {
  name: 'Strength',
  values: ['2 mg', '4 mg'],
  hi: {name: 'निकोटीन क्षमता', values: ['2 मि.ग्रा.', '4 मि.ग्रा.']},
};

/** The product photos a listing can have, with their Hindi names for the Hindi alt text. */
const SHOTS_HI = {
  'Pack front': 'पैक का अगला हिस्सा',
  'Blister strip': 'ब्लिस्टर स्ट्रिप',
  'Gum pieces': 'गम के पीस',
  'Pack back': 'पैक का पिछला हिस्सा',
  'All seven flavours': 'सातों फ्लेवर',
  'Jar front': 'जार का अगला हिस्सा',
  Gummies: 'गमीज़',
  Ingredients: 'सामग्री',
  'Nutrition facts': 'पोषण तथ्य',
  'Night routine': 'रात की दिनचर्या',
  Combo: 'कॉम्बो',
  'Both jars': 'दोनों जार',
  'Daily routine': 'रोज़ की दिनचर्या',
} as const;
type Shot = keyof typeof SHOTS_HI;

interface GumProductSpec {
  handle: string;
  title: string;
  hiTitle: string;
  label: string;
  productType: string;
  tags: string[];
  created: string;
  salesRank: number;
  colours: [string, string];
  shots: Shot[];
  body: string;
  hiBody: string;
  options: SeedOption[];
  variants: SeedVariant[];
  rating: string;
  ratingCount: number;
  byline: string;
  hiByline: string;
  sellingPlanGroups?: SeedSellingPlanGroup[];
  /** the product's own words on choosing a strength (custom.strength_guidance), where it is sold in two */
  strengthGuidance?: {en: string; hi: string};
}

function product(spec: GumProductSpec): SeedProduct {
  return {
    handle: spec.handle,
    title: spec.title,
    descriptionHtml: spec.body,
    productType: spec.productType,
    vendor: VENDOR,
    tags: spec.tags,
    createdAt: `${spec.created}T09:00:00Z`,
    salesRank: spec.salesRank,
    seo: {title: `${spec.title} | ${VENDOR}`, description: plain(spec.body).slice(0, 155)},
    options: spec.options,
    variants: spec.variants,
    images: spec.shots.map((shot, i) => ({
      ...image(
        `${spec.handle}-${i + 1}`,
        i === 0 ? spec.label : shot,
        i === 0 ? `${spec.title}, pack front` : `${spec.title}: ${shot.toLowerCase()}`,
        i % 2 === 0 ? spec.colours : [spec.colours[1], spec.colours[0]],
      ),
      hi: {altText: i === 0 ? `${spec.hiTitle}, ${SHOTS_HI['Pack front']}` : `${spec.hiTitle}: ${SHOTS_HI[shot]}`},
    })),
    metafields: [
      ...reviews(spec.rating, spec.ratingCount),
      {
        namespace: 'custom',
        key: 'byline',
        type: 'single_line_text_field',
        value: spec.byline,
        hi: {value: spec.hiByline},
      },
      ...(spec.strengthGuidance
        ? [
            {
              namespace: 'custom',
              key: 'strength_guidance',
              type: 'multi_line_text_field',
              value: spec.strengthGuidance.en,
              hi: {value: spec.strengthGuidance.hi},
            },
          ]
        : []),
    ],
    ...(spec.sellingPlanGroups ? {sellingPlanGroups: spec.sellingPlanGroups} : {}),
    hi: {
      title: spec.hiTitle,
      descriptionHtml: spec.hiBody,
      seo: {title: `${spec.hiTitle} | ${VENDOR}`, description: plain(spec.hiBody).slice(0, 155)},
    },
  };
}

// ---------------------------------------------------------------------------
// shared gum copy
// ---------------------------------------------------------------------------

// How to chew and the dosage (spec section 9), for the how-to-use page.
const gumHowToEn =
  h2('How to use: chew–pause–chew') +
  ul(
    'Chew slowly until you notice a tingling, peppery taste.',
    'Pause: park the gum between your cheek and gum for a minute or two.',
    'Chew again when the tingle fades. Repeat for up to 30 minutes. The flavour fades after 18–20 minutes, but the nicotine keeps working, so do not spit it out early.',
  ) +
  p(
    'Dosage (2 mg): 6–12 pieces a day, never more than 24. Avoid coffee, soda, juice and other acidic drinks for 15 minutes before chewing. After 3 months, cut down slowly to 1–2 pieces a day; the whole course can take up to 6 months. Using nicotine replacement for more than 9 months needs a doctor’s advice.',
  ) +
  ul(
    'Sugar-free',
    'Designed in Denmark, made in India',
    'Store below 25°C. Shelf life 24 months',
    'For adults 18+ only',
  );

const gumHowToHi =
  h2('इस्तेमाल का तरीक़ा: चबाएँ–रुकें–चबाएँ') +
  ul(
    'गम को धीरे-धीरे चबाएँ, जब तक हल्की झनझनाहट या तीखा स्वाद महसूस न हो।',
    'रुकें: गम को एक-दो मिनट के लिए गाल और मसूड़े के बीच दबाकर रखें।',
    'झनझनाहट कम होने पर फिर से चबाएँ। यह क्रम 30 मिनट तक दोहराएँ। 18–20 मिनट बाद स्वाद हल्का पड़ जाता है, पर निकोटीन अपना काम करता रहता है, इसलिए गम जल्दी न थूकें।',
  ) +
  p(
    'मात्रा (2 मि.ग्रा.): दिन में 6–12 पीस, 24 से ज़्यादा कभी नहीं। चबाने से 15 मिनट पहले तक कॉफ़ी, सोडा, जूस जैसे अम्लीय पेय न लें। 3 महीने बाद धीरे-धीरे घटाकर दिन में 1–2 पीस पर आएँ; पूरे कोर्स में 6 महीने तक लग सकते हैं। 9 महीने से ज़्यादा निकोटीन रिप्लेसमेंट लेने के लिए डॉक्टर की सलाह ज़रूरी है।',
  ) +
  ul(
    'शुगर-फ़्री',
    'डेनमार्क में डिज़ाइन, भारत में निर्मित',
    '25°C से कम तापमान पर रखें। शेल्फ़ लाइफ़ 24 महीने',
    'केवल 18 वर्ष से अधिक आयु के वयस्कों के लिए',
  );

// A product page has the chew–pause–chew steps and the dosage in its guide
// (app/brands/gum/screens/ProductGuide.tsx); its description keeps to the facts about the gum,
// so the page says each thing once.
const gumFactsEn = ul('Sugar-free', 'Designed in Denmark, made in India', 'Shelf life 24 months');
const gumFactsHi = ul('शुगर-फ़्री', 'डेनमार्क में डिज़ाइन, भारत में निर्मित', 'शेल्फ़ लाइफ़ 24 महीने');

/** Which strength to choose, in the product's words: its description, and its strength_guidance metafield. */
const strengthGuidance = {
  en: 'The 4 mg strength is meant for heavier users. If you are not sure which strength suits you, ask a doctor or pharmacist before you start.',
  hi: '4 मि.ग्रा. क्षमता ज़्यादा तलब वाले उपयोगकर्ताओं के लिए है। अगर आप तय नहीं कर पा रहे कि कौन-सी क्षमता आपके लिए सही है, तो शुरू करने से पहले डॉक्टर या फ़ार्मासिस्ट से पूछ लें।',
};
const strengthNoteEn = p(strengthGuidance.en);
const strengthNoteHi = p(strengthGuidance.hi);

/**
 * The subscription the gum packs are sold on, as a subscriptions app sets it up: a pack every
 * month or every two months, each delivery charged on its own at a discount. The trial pack
 * is for finding a flavour once, so it has none.
 */
const subscribeAndSave: SeedSellingPlanGroup = {
  name: 'Subscribe and save',
  appName: 'Quitbee Subscriptions',
  optionName: 'Delivery every',
  hi: {name: 'सब्सक्राइब करें और बचाएँ', optionName: 'डिलीवरी हर'},
  plans: [
    {
      name: 'Delivered every month',
      description: 'A fresh pack at your door every month, 10% off each delivery. Skip or cancel any time.',
      interval: 'MONTH',
      intervalCount: 1,
      percentageOff: 10,
      optionValue: '1 month',
      hi: {
        name: 'हर महीने डिलीवरी',
        description: 'हर महीने नया पैक आपके दरवाज़े पर, हर डिलीवरी पर 10% की छूट। जब चाहें रोकें या रद्द करें।',
        optionValue: '1 महीना',
      },
    },
    {
      name: 'Delivered every 2 months',
      description: 'A pack every two months, 15% off each delivery. Skip or cancel any time.',
      interval: 'MONTH',
      intervalCount: 2,
      percentageOff: 15,
      optionValue: '2 months',
      hi: {
        name: 'हर 2 महीने में डिलीवरी',
        description: 'हर दो महीने में एक पैक, हर डिलीवरी पर 15% की छूट। जब चाहें रोकें या रद्द करें।',
        optionValue: '2 महीने',
      },
    },
  ],
};

// pack prices: [price, compareAt]
const GUM_PRICES: Record<string, Record<string, [string, string | undefined]>> = {
  '2 mg': {'10 Pieces': ['120.0', undefined], '30 Pieces': ['330.0', '360.0'], '90 Pieces': ['899.0', '1080.0']},
  '4 mg': {'10 Pieces': ['150.0', undefined], '30 Pieces': ['420.0', '450.0'], '90 Pieces': ['1149.0', '1350.0']},
};
const PACKS = ['10 Pieces', '30 Pieces', '90 Pieces'];
const PACK_GRAMS: Record<string, number> = {'10 Pieces': 18, '30 Pieces': 50, '90 Pieces': 140};

interface Flavour {
  code: string;
  slug: string;
  name: string;
  hiName: string;
  intro: string;
  hiIntro: string;
  byline: string;
  hiByline: string;
  colours: [string, string];
  withStrength: boolean;
  /** quantity per variant key "2 mg|30 Pieces"; default 150 */
  stock?: Record<string, number>;
  allSoldOut?: boolean;
  rating: string;
  ratingCount: number;
  created: string;
  salesRank: number;
  tags: string[];
}

function flavourProduct(flavour: Flavour): SeedProduct {
  const strengths = flavour.withStrength ? ['2 mg', '4 mg'] : ['2 mg'];
  const variants: SeedVariant[] = [];
  for (const strength of strengths) {
    for (const pack of PACKS) {
      const [price, compare] = GUM_PRICES[strength][pack];
      const key = `${strength}|${pack}`;
      const quantity = flavour.allSoldOut ? 0 : (flavour.stock?.[key] ?? 150);
      const options: Record<string, string> = flavour.withStrength
        ? {Strength: strength, 'Pack Size': pack}
        : {'Pack Size': pack};
      variants.push(
        v(
          `QB-NG-${flavour.code}-${strength.replace(' mg', '')}-${pack.split(' ')[0]}`,
          options,
          price,
          compare,
          quantity,
          PACK_GRAMS[pack],
        ),
      );
    }
  }
  const handle = flavour.withStrength ? `nicotine-gum-${flavour.slug}-2mg-4mg` : `nicotine-gum-${flavour.slug}-2mg`;
  const strengthLabel = flavour.withStrength ? '2 mg / 4 mg' : '2 mg';
  const hiStrengthLabel = flavour.withStrength ? '2 मि.ग्रा. / 4 मि.ग्रा.' : '2 मि.ग्रा.';
  return product({
    handle,
    title: `Nicotine Gum ${flavour.name} ${strengthLabel}`,
    hiTitle: `निकोटीन गम ${flavour.hiName} ${hiStrengthLabel}`,
    label: flavour.name,
    productType: 'Nicotine Gum',
    tags: ['nicotine-gum', 'nrt', 'sugar-free', ...flavour.tags],
    created: flavour.created,
    salesRank: flavour.salesRank,
    colours: flavour.colours,
    shots: ['Pack front', 'Blister strip', 'Gum pieces', 'Pack back'],
    body: p(flavour.intro) + (flavour.withStrength ? strengthNoteEn : '') + gumFactsEn,
    hiBody: p(flavour.hiIntro) + (flavour.withStrength ? strengthNoteHi : '') + gumFactsHi,
    options: flavour.withStrength ? [strengthOption, packOption(PACKS)] : [packOption(PACKS)],
    variants,
    rating: flavour.rating,
    ratingCount: flavour.ratingCount,
    byline: flavour.byline,
    hiByline: flavour.hiByline,
    sellingPlanGroups: [subscribeAndSave],
    ...(flavour.withStrength ? {strengthGuidance} : {}),
  });
}

// ---------------------------------------------------------------------------
// products
// ---------------------------------------------------------------------------

const flavours: Flavour[] = [
  {
    code: 'FM',
    slug: 'frosty-mint',
    name: 'Frosty Mint',
    hiName: 'फ्रॉस्टी मिंट',
    intro:
      'An icy peppermint rush for the moments you would normally step outside for a cigarette: after a meeting, with the evening chai, on the walk to the metro.',
    hiIntro:
      'तेज़, बर्फ़ीली पुदीने की ठंडक — उन्हीं पलों के लिए जब आप आदतन सिगरेट के लिए बाहर निकलते हैं: मीटिंग के बाद, शाम की चाय के साथ या मेट्रो तक पैदल जाते हुए।',
    byline: 'Icy mint for cigarette cravings',
    hiByline: 'सिगरेट की तलब के लिए बर्फ़ीला मिंट',
    colours: ['#0e7490', '#ecfeff'],
    withStrength: true,
    stock: {'4 mg|90 Pieces': 35},
    rating: '4.6',
    ratingCount: 2841,
    created: '2024-02-12',
    salesRank: 1,
    tags: ['mint', 'quit-smoking', 'bestseller'],
  },
  {
    code: 'PP',
    slug: 'pudina-punch',
    name: 'Pudina Punch',
    hiName: 'पुदीना पंच',
    intro:
      'Desi pudina with a pinch of black salt and a squeeze of lime: the chatpata mint you grew up with, now working for you.',
    hiIntro: 'काले नमक और नींबू की हल्की खटास के साथ देसी पुदीना — वही चटपटा स्वाद जो बचपन से जाना-पहचाना है, अब आपकी मदद के लिए।',
    byline: 'Chatpata desi mint',
    hiByline: 'चटपटा देसी पुदीना',
    colours: ['#166534', '#dcfce7'],
    withStrength: true,
    rating: '4.5',
    ratingCount: 1927,
    created: '2024-03-05',
    salesRank: 2,
    tags: ['mint', 'quit-smoking', 'quit-chewing', 'bestseller'],
  },
  {
    code: 'FB',
    slug: 'fruit-blast',
    name: 'Fruit Blast',
    hiName: 'फ्रूट ब्लास्ट',
    intro:
      'Mango, guava and orange in a sweet-tart chew, for anyone who does not want their quit plan to taste like medicine.',
    hiIntro: 'आम, अमरूद और संतरे का मीठा-खट्टा मेल — उन सबके लिए जो नहीं चाहते कि छोड़ने की कोशिश दवा जैसी लगे।',
    byline: 'Sweet-tart fruit, zero sugar',
    hiByline: 'मीठा-खट्टा फल, शुगर ज़ीरो',
    colours: ['#c2410c', '#fff7ed'],
    withStrength: false,
    rating: '4.4',
    ratingCount: 1204,
    created: '2024-06-18',
    salesRank: 5,
    tags: ['fruit', 'quit-smoking'],
  },
  {
    code: 'FF',
    slug: 'fresh-fennel',
    name: 'Fresh Fennel',
    hiName: 'फ्रेश सौंफ',
    intro:
      'Cool saunf with a touch of mishri: the after-meal taste that can take the place of the after-meal cigarette or chew.',
    hiIntro: 'मिश्री के साथ ठंडी सौंफ — खाने के बाद का वह स्वाद, जो खाने के बाद वाली सिगरेट या खैनी की जगह ले सकता है।',
    byline: 'The after-meal saunf swap',
    hiByline: 'खाने के बाद सौंफ़ जैसा सुकून',
    colours: ['#4d7c0f', '#f7fee7'],
    withStrength: true,
    rating: '4.5',
    ratingCount: 866,
    created: '2024-09-02',
    salesRank: 4,
    tags: ['fennel', 'quit-chewing', 'quit-smoking'],
  },
  {
    code: 'RP',
    slug: 'royal-paan',
    name: 'Royal Paan',
    hiName: 'रॉयल पान',
    intro: 'Gulkand, cardamom and betel leaf: the taste of a meetha paan, without the tobacco and without the supari.',
    hiIntro: 'गुलकंद, इलायची और पान के पत्ते का स्वाद — बिल्कुल मीठे पान जैसा, पर बिना तंबाकू और बिना सुपारी के।',
    byline: 'Meetha paan, no tobacco',
    hiByline: 'मीठा पान, बिना तंबाकू',
    colours: ['#7f1d1d', '#fef2f2'],
    withStrength: false,
    stock: {'2 mg|90 Pieces': 0},
    rating: '4.7',
    ratingCount: 1533,
    created: '2025-01-21',
    salesRank: 3,
    tags: ['paan', 'quit-chewing', 'bestseller'],
  },
  {
    code: 'FP',
    slug: 'flavoured-pan',
    name: 'Flavoured Pan',
    hiName: 'फ्लेवर्ड पान',
    intro:
      'A sharper, spiced pan flavour with clove and menthol, for people giving up gutka or zarda who miss the kick.',
    hiIntro: 'लौंग और मेंथॉल वाला तीखा, मसालेदार पान फ्लेवर — गुटखा या ज़र्दा छोड़ने वालों के लिए, जिन्हें वह तेज़ी याद आती है।',
    byline: 'Spiced pan kick for quitting chew',
    hiByline: 'तंबाकू चबाना छोड़ने के लिए मसालेदार पान',
    colours: ['#14532d', '#fef9c3'],
    withStrength: false,
    rating: '4.3',
    ratingCount: 642,
    created: '2025-05-09',
    salesRank: 7,
    tags: ['paan', 'quit-chewing'],
  },
  {
    code: 'CL',
    slug: 'cola',
    name: 'Cola',
    hiName: 'कोला',
    intro:
      'Fizzy cola taste with a twist of lemon. A favourite with younger quitters, and gone faster than we can make it.',
    hiIntro: 'नींबू की हल्की झलक के साथ कोला का चुलबुला स्वाद। युवाओं का पसंदीदा — इतना कि बनते ही ख़त्म हो जाता है।',
    byline: 'Fizzy cola, sugar-free',
    hiByline: 'कोला का मज़ा, बिना शुगर',
    colours: ['#3f1d0b', '#fde68a'],
    withStrength: false,
    allSoldOut: true,
    rating: '4.2',
    ratingCount: 498,
    created: '2025-08-27',
    salesRank: 9,
    tags: ['cola', 'quit-smoking'],
  },
];

const supplementNoteEn = p(
  'This is a food supplement, not a medicine, and is not meant to diagnose, treat or prevent any disease. Do not exceed the recommended daily intake. Keep out of reach of children.',
);
const supplementNoteHi = p(
  'यह एक खाद्य सप्लीमेंट है, दवा नहीं। यह किसी रोग की पहचान, इलाज या रोकथाम के लिए नहीं है। बताई गई दैनिक मात्रा से अधिक न लें। बच्चों की पहुँच से दूर रखें।',
);

const catalogue: SeedProduct[] = [
  ...flavours.map(flavourProduct),
  product({
    handle: 'nicotine-gum-mixed-flavour-trial-pack',
    title: 'Nicotine Gum Mixed Flavour Trial Pack 2 mg',
    hiTitle: 'निकोटीन गम मिश्रित फ्लेवर ट्रायल पैक 2 मि.ग्रा.',
    label: 'Trial Pack',
    productType: 'Nicotine Gum',
    tags: ['nicotine-gum', 'nrt', 'trial', 'sugar-free', 'quit-smoking', 'quit-chewing'],
    created: '2025-03-14',
    salesRank: 6,
    colours: ['#4338ca', '#fef3c7'],
    shots: ['Pack front', 'All seven flavours', 'Gum pieces'],
    body:
      p(
        'Fourteen pieces of 2 mg gum, two of each of our seven flavours: Frosty Mint, Pudina Punch, Fruit Blast, Fresh Fennel, Royal Paan, Flavoured Pan and Cola. Find the one you will actually look forward to before you buy a bigger pack.',
      ) + gumFactsEn,
    hiBody:
      p(
        '2 मि.ग्रा. के चौदह पीस — हमारे सातों फ्लेवर के दो-दो: फ्रॉस्टी मिंट, पुदीना पंच, फ्रूट ब्लास्ट, फ्रेश सौंफ, रॉयल पान, फ्लेवर्ड पान और कोला। बड़ा पैक ख़रीदने से पहले अपना पसंदीदा फ्लेवर चुन लें।',
      ) + gumFactsHi,
    options: [{name: 'Title', values: ['Default Title']}],
    variants: [v('QB-NG-TRIAL-14', {Title: 'Default Title'}, '149.0', '199.0', 420, 25)],
    rating: '4.5',
    ratingCount: 1112,
    byline: 'All seven flavours in one pack',
    hiByline: 'एक पैक में सातों फ्लेवर',
  }),
  product({
    handle: 'collagen-biotin-skin-gummies',
    title: 'Collagen + Biotin Skin Gummies',
    hiTitle: 'कोलेजन + बायोटिन स्किन गमीज़',
    label: 'Skin Gummies',
    productType: 'Supplement',
    tags: ['supplement', 'skin', 'gummies', 'sugar-free'],
    created: '2025-06-30',
    salesRank: 8,
    colours: ['#be185d', '#fdf2f8'],
    shots: ['Jar front', 'Gummies', 'Ingredients', 'Nutrition facts'],
    body:
      p(
        'Smoking and stress both show up on the skin first. These pomegranate-flavoured gummies bring marine collagen peptides, biotin, vitamin C and vitamin E together in two chews a day.',
      ) +
      ul('2 gummies a day, after a meal', 'Sugar-free, sweetened with stevia', 'Gelatin-free, pectin based') +
      supplementNoteEn,
    hiBody:
      p(
        'सिगरेट और तनाव का असर सबसे पहले त्वचा पर दिखता है। अनार के स्वाद वाली ये गमीज़ मरीन कोलेजन पेप्टाइड्स, बायोटिन, विटामिन C और विटामिन E को दिन की दो गमीज़ में साथ लाती हैं।',
      ) +
      ul('दिन में 2 गमीज़, खाने के बाद', 'शुगर-फ़्री, स्टीविया से मीठी', 'जिलेटिन-फ़्री, पेक्टिन पर आधारित') +
      supplementNoteHi,
    options: [packOption(['30 Gummies', '60 Gummies'])],
    variants: [
      v('QB-SUP-SKIN-30', {'Pack Size': '30 Gummies'}, '599.0', undefined, 140, 110),
      v('QB-SUP-SKIN-60', {'Pack Size': '60 Gummies'}, '1099.0', '1198.0', 85, 200),
    ],
    rating: '4.3',
    ratingCount: 412,
    byline: 'Collagen and biotin for skin',
    hiByline: 'त्वचा के लिए कोलेजन और बायोटिन',
  }),
  product({
    handle: 'hair-nourish-gummies',
    title: 'Hair Nourish Gummies',
    hiTitle: 'हेयर न्यूरिश गमीज़',
    label: 'Hair Gummies',
    productType: 'Supplement',
    tags: ['supplement', 'hair', 'gummies', 'sugar-free'],
    created: '2025-07-22',
    salesRank: 11,
    colours: ['#6d28d9', '#f5f3ff'],
    shots: ['Jar front', 'Gummies', 'Ingredients'],
    body:
      p(
        'Biotin, zinc, amla and folic acid in a berry-flavoured gummy, to support the hair you have while your body recovers from tobacco.',
      ) +
      ul('2 gummies a day', '30 gummies per jar, a 15-day supply', 'Vegetarian, sugar-free') +
      supplementNoteEn,
    hiBody:
      p('बेरी के स्वाद वाली गमी में बायोटिन, ज़िंक, आंवला और फ़ोलिक एसिड — जब शरीर तंबाकू से उबर रहा हो, तब बालों के पोषण के लिए।') +
      ul('दिन में 2 गमीज़', 'एक जार में 30 गमीज़, 15 दिन की मात्रा', 'शाकाहारी, शुगर-फ़्री') +
      supplementNoteHi,
    options: [{name: 'Title', values: ['Default Title']}],
    variants: [v('QB-SUP-HAIR-30', {Title: 'Default Title'}, '549.0', '699.0', 96, 110)],
    rating: '4.2',
    ratingCount: 287,
    byline: 'Biotin, zinc and amla for hair',
    hiByline: 'बालों के लिए बायोटिन, ज़िंक और आंवला',
  }),
  product({
    handle: 'melatonin-free-sleep-gummies',
    title: 'Melatonin-Free Sleep Gummies',
    hiTitle: 'मेलाटोनिन-फ़्री स्लीप गमीज़',
    label: 'Sleep Gummies',
    productType: 'Supplement',
    tags: ['supplement', 'sleep', 'gummies', 'melatonin-free'],
    created: '2025-11-03',
    salesRank: 10,
    colours: ['#1e1b4b', '#c7d2fe'],
    shots: ['Jar front', 'Gummies', 'Ingredients', 'Night routine'],
    body:
      p(
        'Restless nights are common in the first weeks after quitting. These blueberry-chamomile gummies use L-theanine, chamomile and ashwagandha to help you wind down, with no melatonin and no morning grogginess.',
      ) +
      ul('2 gummies 30 minutes before bed', 'Non-habit forming', 'Sugar-free, vegetarian') +
      supplementNoteEn,
    hiBody:
      p(
        'छोड़ने के बाद के शुरुआती हफ़्तों में बेचैन रातें आम हैं। ब्लूबेरी-कैमोमाइल स्वाद वाली ये गमीज़ एल-थीनाइन, कैमोमाइल और अश्वगंधा के साथ मन को विश्राम देती हैं — बिना मेलाटोनिन के और सुबह की सुस्ती के बिना।',
      ) +
      ul('सोने से 30 मिनट पहले 2 गमीज़', 'आदत नहीं बनाती', 'शुगर-फ़्री, शाकाहारी') +
      supplementNoteHi,
    options: [packOption(['30 Gummies', '60 Gummies'])],
    variants: [
      v('QB-SUP-SLEEP-30', {'Pack Size': '30 Gummies'}, '649.0', undefined, 120, 110),
      v('QB-SUP-SLEEP-60', {'Pack Size': '60 Gummies'}, '1199.0', '1298.0', 0, 200),
    ],
    rating: '4.4',
    ratingCount: 356,
    byline: 'Wind down without melatonin',
    hiByline: 'बिना मेलाटोनिन, सुकून भरी नींद',
  }),
  product({
    handle: 'skin-and-hair-gummies-combo',
    title: 'Skin & Hair Gummies Combo',
    hiTitle: 'स्किन और हेयर गमीज़ कॉम्बो',
    label: 'Skin + Hair',
    productType: 'Supplement',
    tags: ['supplement', 'skin', 'hair', 'combo', 'gummies'],
    created: '2026-02-16',
    salesRank: 12,
    colours: ['#9d174d', '#ede9fe'],
    shots: ['Combo', 'Both jars', 'Daily routine'],
    body:
      p(
        'One jar of Collagen + Biotin Skin Gummies and one jar of Hair Nourish Gummies, at a combo price. Take two of each a day with breakfast.',
      ) + supplementNoteEn,
    hiBody:
      p(
        'कोलेजन + बायोटिन स्किन गमीज़ का एक जार और हेयर न्यूरिश गमीज़ का एक जार, कॉम्बो क़ीमत पर। नाश्ते के साथ दोनों की दो-दो गमीज़ लें।',
      ) + supplementNoteHi,
    options: [{name: 'Title', values: ['Default Title']}],
    variants: [v('QB-SUP-COMBO', {Title: 'Default Title'}, '999.0', '1148.0', 60, 230)],
    rating: '4.4',
    ratingCount: 133,
    byline: 'Skin and hair, one routine',
    hiByline: 'त्वचा और बाल, एक ही रूटीन',
  }),
];

const TRIAL_PACK = 'nicotine-gum-mixed-flavour-trial-pack';
const SLEEP_GUMMIES = 'melatonin-free-sleep-gummies';

/**
 * What goes with what, as a merchandiser sets it up: a flavour with the trial pack (to find a second
 * one) and the sleep gummies (withdrawal keeps quitters awake); the trial pack with the best sellers;
 * each supplement with its partner. The cola gum, sold out, pairs with nothing.
 */
const FLAVOUR_PAIRS = [TRIAL_PACK, SLEEP_GUMMIES];
const complementary: Record<string, string[]> = {
  'nicotine-gum-frosty-mint-2mg-4mg': FLAVOUR_PAIRS,
  'nicotine-gum-pudina-punch-2mg-4mg': FLAVOUR_PAIRS,
  'nicotine-gum-fruit-blast-2mg': FLAVOUR_PAIRS,
  'nicotine-gum-fresh-fennel-2mg-4mg': FLAVOUR_PAIRS,
  'nicotine-gum-royal-paan-2mg': FLAVOUR_PAIRS,
  'nicotine-gum-flavoured-pan-2mg': FLAVOUR_PAIRS,
  [TRIAL_PACK]: ['nicotine-gum-frosty-mint-2mg-4mg', 'nicotine-gum-royal-paan-2mg', SLEEP_GUMMIES],
  'collagen-biotin-skin-gummies': ['hair-nourish-gummies', SLEEP_GUMMIES],
  'hair-nourish-gummies': ['collagen-biotin-skin-gummies', SLEEP_GUMMIES],
  [SLEEP_GUMMIES]: [TRIAL_PACK, 'skin-and-hair-gummies-combo'],
  'skin-and-hair-gummies-combo': [SLEEP_GUMMIES],
};

const products: SeedProduct[] = catalogue.map((item) => {
  const pairs = complementary[item.handle];
  return pairs ? {...item, complementary: pairs} : item;
});

const handles = (predicate: (item: SeedProduct) => boolean) => products.filter(predicate).map((item) => item.handle);
const bySales = [...products].sort((x, y) => x.salesRank - y.salesRank).map((item) => item.handle);
const gumHandle = (slug: string) => products.find((item) => item.handle.startsWith(`nicotine-gum-${slug}-`))!.handle;

// ---------------------------------------------------------------------------
// collections
// ---------------------------------------------------------------------------

function collection(
  handle: string,
  title: string,
  hiTitle: string,
  description: string,
  hiDescription: string,
  productHandles: string[],
  colours: [string, string],
): SeedCollection {
  return {
    handle,
    title,
    descriptionHtml: p(description),
    productHandles,
    image: {
      ...banner(`collection-${handle}`, title, `${title} collection banner`, colours),
      hi: {altText: `${hiTitle} कलेक्शन बैनर`},
    },
    seo: {title: `${title} | ${VENDOR}`, description},
    hi: {title: hiTitle, descriptionHtml: p(hiDescription)},
  };
}

const isGum = (item: SeedProduct) => item.productType === 'Nicotine Gum';
const isSupplement = (item: SeedProduct) => item.productType === 'Supplement';

const collections: SeedCollection[] = [
  collection(
    'nicotine-gums',
    'Nicotine Gums',
    'निकोटीन गम',
    'Sugar-free 2 mg and 4 mg nicotine gum in seven flavours, to help you quit smoking or chewing tobacco step by step.',
    'सात फ्लेवर में शुगर-फ़्री 2 मि.ग्रा. और 4 मि.ग्रा. निकोटीन गम — सिगरेट या तंबाकू चबाने की आदत धीरे-धीरे छोड़ने में मदद के लिए।',
    handles(isGum),
    ['#0e7490', '#ecfeff'],
  ),
  collection(
    'all',
    'All Products',
    'सभी उत्पाद',
    'Every Quitbee nicotine gum and supplement in one place.',
    'क्विटबी के सभी निकोटीन गम और सप्लीमेंट्स, एक ही जगह।',
    bySales,
    ['#facc15', '#1f2937'],
  ),
  collection(
    'supplements',
    'Supplements',
    'सप्लीमेंट्स',
    'Sugar-free gummies for skin, hair and sleep, for the months when your body is recovering from tobacco.',
    'त्वचा, बालों और नींद के लिए शुगर-फ़्री गमीज़ — उन महीनों के लिए जब आपका शरीर तंबाकू से उबर रहा होता है।',
    handles(isSupplement),
    ['#be185d', '#fdf2f8'],
  ),
  collection(
    'best-sellers',
    'Best Sellers',
    'बेस्ट सेलर',
    'The flavours and packs most of our quitters come back for.',
    'वे फ्लेवर और पैक, जिन्हें छोड़ने वाले ज़्यादातर लोग बार-बार ख़रीदते हैं।',
    bySales.slice(0, 6),
    ['#b45309', '#fffbeb'],
  ),
  collection(
    'quit-smoking',
    'Quit Smoking',
    'धूम्रपान छोड़ें',
    'Mint, fruit and cola flavours for cigarette smokers. Start with 2 mg and use the chew–pause–chew method whenever a craving hits.',
    'सिगरेट पीने वालों के लिए मिंट, फल और कोला फ्लेवर। 2 मि.ग्रा. से शुरू करें और जब भी तलब लगे, चबाएँ–रुकें–चबाएँ तरीक़ा अपनाएँ।',
    [
      gumHandle('frosty-mint'),
      gumHandle('pudina-punch'),
      gumHandle('fruit-blast'),
      gumHandle('cola'),
      gumHandle('fresh-fennel'),
      'nicotine-gum-mixed-flavour-trial-pack',
      'melatonin-free-sleep-gummies',
    ],
    ['#1e3a8a', '#dbeafe'],
  ),
  collection(
    'quit-chewing',
    'Quit Chewing',
    'तंबाकू चबाना छोड़ें',
    'Paan, saunf and pudina flavours for people giving up gutka, khaini, zarda or paan with tobacco.',
    'गुटखा, खैनी, ज़र्दा या तंबाकू वाला पान छोड़ने वालों के लिए पान, सौंफ और पुदीना फ्लेवर।',
    [
      gumHandle('royal-paan'),
      gumHandle('flavoured-pan'),
      gumHandle('fresh-fennel'),
      gumHandle('pudina-punch'),
      'nicotine-gum-mixed-flavour-trial-pack',
    ],
    ['#7f1d1d', '#fef2f2'],
  ),
  collection(
    'cart-upsell',
    'Add to Your Order',
    'अपने ऑर्डर में जोड़ें',
    'Small extras that make the first weeks easier.',
    'छोटी-छोटी चीज़ें, जो शुरुआती हफ़्तों को आसान बनाती हैं।',
    [
      'nicotine-gum-mixed-flavour-trial-pack',
      gumHandle('frosty-mint'),
      gumHandle('cola'),
      'melatonin-free-sleep-gummies',
      'hair-nourish-gummies',
    ],
    ['#4338ca', '#fef3c7'],
  ),
];

// ---------------------------------------------------------------------------
// pages
// ---------------------------------------------------------------------------

const SUPPORT_EMAIL = 'care@quitbee.example';
function page(handle: string, title: string, hiTitle: string, bodyHtml: string, hiBodyHtml: string): SeedPage {
  return {
    handle,
    title,
    bodyHtml,
    seo: {title: `${title} | ${VENDOR}`, description: plain(bodyHtml).slice(0, 155)},
    hi: {title: hiTitle, bodyHtml: hiBodyHtml},
  };
}

const pages: SeedPage[] = [
  page(
    'ingredients',
    'Ingredients',
    'सामग्री',
    p('Short, honest labels. Here is what goes into every piece of Quitbee nicotine gum.') +
      ul(
        '<strong>Nicotine</strong> (as nicotine polacrilex resin), 2 mg or 4 mg per piece, released slowly as you chew.',
        '<strong>Gum base</strong>, the same food-grade base used in regular chewing gum.',
        '<strong>Xylitol and sorbitol</strong>, so every flavour is sugar-free.',
        '<strong>Buffering agents</strong> (sodium carbonate and sodium bicarbonate), which help nicotine pass through the lining of the cheek.',
        '<strong>Flavours</strong>: natural and nature-identical mint, fennel, paan, fruit and cola flavours.',
      ) +
      p('No tobacco, no sugar, no supari. Ingredients for our supplements are listed on each product page.'),
    p('छोटा और सच्चा लेबल। क्विटबी निकोटीन गम के हर पीस में यह होता है:') +
      ul(
        '<strong>निकोटीन</strong> (निकोटीन पोलाक्रिलेक्स रेज़िन के रूप में), हर पीस में 2 मि.ग्रा. या 4 मि.ग्रा., जो चबाने पर धीरे-धीरे निकलता है।',
        '<strong>गम बेस</strong>, वही खाद्य-श्रेणी का बेस जो आम च्युइंग गम में होता है।',
        '<strong>ज़ाइलिटॉल और सॉर्बिटॉल</strong>, ताकि हर फ्लेवर शुगर-फ़्री रहे।',
        '<strong>बफ़रिंग एजेंट</strong> (सोडियम कार्बोनेट और सोडियम बाइकार्बोनेट), जो निकोटीन को गाल की अंदरूनी परत से अवशोषित होने में मदद करते हैं।',
        '<strong>फ्लेवर</strong>: प्राकृतिक और प्रकृति-समान मिंट, सौंफ, पान, फल और कोला फ्लेवर।',
      ) +
      p('न तंबाकू, न शुगर, न सुपारी। हमारे सप्लीमेंट्स की सामग्री हर उत्पाद के पेज पर दी गई है।'),
  ),
  page(
    'our-standards',
    'Our Standards',
    'हमारे मानक',
    p(
      'Nicotine replacement therapy is one of the best-studied ways to quit tobacco. We hold ourselves to the standards that science sets.',
    ) +
      ul(
        'WHO-approved nicotine replacement therapy.',
        'Designed in Denmark, made in India in a licensed facility.',
        'Every batch is tested for nicotine content and release before it leaves the factory.',
        'Sugar-free, with a shelf life of 24 months.',
        'A 100% money-back guarantee on prepaid orders.',
      ) +
      h2('Why 21 days?') +
      p(
        'Habits start to loosen after about three weeks of doing something differently. Our plans are built around that first 21-day stretch, and then the slow taper over the following months.',
      ),
    p(
      'निकोटीन रिप्लेसमेंट थेरेपी तंबाकू छोड़ने के सबसे ज़्यादा अध्ययन किए गए तरीक़ों में से एक है। हम ख़ुद को उन्हीं मानकों पर परखते हैं जो विज्ञान तय करता है।',
    ) +
      ul(
        'WHO द्वारा मान्य निकोटीन रिप्लेसमेंट थेरेपी।',
        'डेनमार्क में डिज़ाइन, भारत में लाइसेंसशुदा कारख़ाने में निर्मित।',
        'फ़ैक्ट्री से निकलने से पहले हर बैच में निकोटीन की मात्रा और रिलीज़ का परीक्षण होता है।',
        'शुगर-फ़्री, 24 महीने की शेल्फ़ लाइफ़।',
        'प्रीपेड ऑर्डर पर 100% मनी-बैक गारंटी।',
      ) +
      h2('21 दिन ही क्यों?') +
      p(
        'किसी काम को लगभग तीन हफ़्ते अलग तरह से करने पर पुरानी आदत ढीली पड़ने लगती है। हमारी योजना इन्हीं पहले 21 दिनों और उसके बाद के महीनों में धीरे-धीरे मात्रा घटाने पर आधारित है।',
      ),
  ),
  page(
    'contact',
    'Contact Us',
    'संपर्क करें',
    p('We are happy to help with orders, dosage questions and anything in between.'),
    p('ऑर्डर, मात्रा से जुड़े सवाल या कुछ भी और — हम मदद के लिए तैयार हैं।'),
  ),
  page(
    'how-to-use',
    'How to Use & Certificate',
    'इस्तेमाल का तरीक़ा और प्रमाणपत्र',
    p(
      'Nicotine gum is not chewed like regular gum. Follow the chew–pause–chew method so the nicotine is absorbed through your cheek, not swallowed.',
    ) +
      gumHowToEn +
      h2('Certificate') +
      p(
        `Every batch ships with a certificate of analysis from an accredited laboratory. To get a copy, write to ${SUPPORT_EMAIL} with the batch number printed on your pack.`,
      ),
    p(
      'निकोटीन गम को आम च्युइंग गम की तरह नहीं चबाया जाता। चबाएँ–रुकें–चबाएँ तरीक़ा अपनाएँ, ताकि निकोटीन गाल से अवशोषित हो, निगला न जाए।',
    ) +
      gumHowToHi +
      h2('प्रमाणपत्र') +
      p(
        `हर बैच के साथ एक मान्यता-प्राप्त प्रयोगशाला का विश्लेषण प्रमाणपत्र होता है। इसकी प्रति पाने के लिए अपने पैक पर छपे बैच नंबर के साथ ${SUPPORT_EMAIL} पर लिखें।`,
      ),
  ),
  page(
    'who-we-are',
    'Who We Are',
    'हम कौन हैं',
    p(
      'Quitbee was started in Gurugram in 2022 by two former smokers and a pharmacist who were tired of quit aids that tasted like medicine and were sold like a secret.',
    ) +
      p(
        'We wanted something that fits Indian habits: flavours like paan and saunf for people who chew, mint and cola for people who smoke, and honest advice in the language you think in.',
      ) +
      p(
        'Today more than three lakh people across India have used Quitbee to cut down or quit. Our job is simple: make the next 21 days easier than the last.',
      ),
    p(
      'क्विटबी की शुरुआत 2022 में गुरुग्राम में दो पूर्व धूम्रपान करने वालों और एक फ़ार्मासिस्ट ने की थी, जो ऐसे उपायों से थक चुके थे जिनका स्वाद दवा जैसा था और जिन्हें छिपाकर बेचा जाता था।',
    ) +
      p(
        'हम कुछ ऐसा चाहते थे जो भारतीय आदतों के अनुकूल हो: चबाने वालों के लिए पान और सौंफ जैसे फ्लेवर, सिगरेट पीने वालों के लिए मिंट और कोला, और उसी भाषा में सच्ची सलाह जिसमें आप सोचते हैं।',
      ) +
      p(
        'आज पूरे भारत में तीन लाख से ज़्यादा लोग क्विटबी की मदद से तंबाकू कम कर चुके हैं या छोड़ चुके हैं। हमारा काम सीधा है: अगले 21 दिन पिछले दिनों से आसान बनाना।',
      ),
  ),
  page(
    'faq',
    'Frequently Asked Questions',
    'अक्सर पूछे जाने वाले प्रश्न',
    h2('Who can use Quitbee nicotine gum?') +
      p(
        'Adults aged 18 and over who smoke or chew tobacco. If you are pregnant, breastfeeding or have a heart condition, speak to a doctor first.',
      ) +
      h2('How many pieces can I chew in a day?') +
      p('With 2 mg gum, 6–12 pieces a day, and never more than 24.') +
      h2('The flavour is gone after 20 minutes. Should I throw it away?') +
      p(
        'No. The flavour fades after 18–20 minutes but the gum keeps releasing nicotine. Keep using chew–pause–chew for up to 30 minutes.',
      ) +
      h2('How long should I use it?') +
      p(
        'Most people use it regularly for 3 months and then cut down to 1–2 pieces a day; the whole course can take up to 6 months. Using it for more than 9 months needs a doctor’s advice.',
      ) +
      h2('What if it does not work for me?') +
      p('Prepaid orders are covered by our 100% money-back guarantee.'),
    h2('क्विटबी निकोटीन गम कौन इस्तेमाल कर सकता है?') +
      p(
        '18 वर्ष या उससे अधिक आयु के वयस्क, जो सिगरेट पीते हैं या तंबाकू चबाते हैं। अगर आप गर्भवती हैं, स्तनपान करा रही हैं या आपको हृदय रोग है, तो पहले डॉक्टर से बात करें।',
      ) +
      h2('दिन में कितने पीस चबा सकते हैं?') +
      p('2 मि.ग्रा. गम के साथ दिन में 6–12 पीस, और 24 से ज़्यादा कभी नहीं।') +
      h2('20 मिनट बाद स्वाद चला जाता है। क्या गम फेंक दूँ?') +
      p('नहीं। 18–20 मिनट बाद स्वाद हल्का हो जाता है, पर गम से निकोटीन निकलता रहता है। 30 मिनट तक चबाएँ–रुकें–चबाएँ जारी रखें।') +
      h2('इसे कितने समय तक इस्तेमाल करें?') +
      p(
        'ज़्यादातर लोग 3 महीने तक नियमित रूप से इस्तेमाल करते हैं और फिर घटाकर दिन में 1–2 पीस पर आ जाते हैं; पूरे कोर्स में 6 महीने तक लग सकते हैं। 9 महीने से ज़्यादा इस्तेमाल के लिए डॉक्टर की सलाह ज़रूरी है।',
      ) +
      h2('अगर मुझ पर असर न हो तो?') +
      p('प्रीपेड ऑर्डर पर हमारी 100% मनी-बैक गारंटी लागू होती है।'),
  ),
];

// ---------------------------------------------------------------------------
// blog: healthy-living (also used for "Learn")
// ---------------------------------------------------------------------------

function article(
  handle: string,
  title: string,
  hiTitle: string,
  label: string,
  excerpt: string,
  hiExcerpt: string,
  paragraphs: string[],
  hiParagraphs: string[],
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
    publishedAt: `${publishedAt}T05:30:00Z`,
    authorName,
    tags,
    image: {...banner(`article-${handle}`, label, title, colours), hi: {altText: hiTitle}},
    hi: {title: hiTitle, excerpt: hiExcerpt, contentHtml: hiParagraphs.map(p).join('')},
  };
}

const articles: SeedArticle[] = [
  article(
    'how-nicotine-gum-helps-you-quit',
    'How Nicotine Gum Helps You Quit',
    'निकोटीन गम छोड़ने में कैसे मदद करता है',
    'How NRT Works',
    'Cravings come from nicotine withdrawal, not from the cigarette itself. Here is how replacing the nicotine makes quitting easier.',
    'तलब निकोटीन की कमी से होती है, सिगरेट से नहीं। जानिए कि निकोटीन की भरपाई से छोड़ना कैसे आसान होता है।',
    [
      'When you stop smoking or chewing tobacco, your body misses the nicotine it is used to. That is what causes the restlessness, irritation and strong cravings of the first few weeks.',
      'Nicotine gum gives your body a smaller, steady dose of nicotine without the tar, smoke and other chemicals in tobacco. The cravings become manageable while you work on the habit itself: the after-meal cigarette, the chai break, the stress chew.',
      'Over a few months you lower the dose step by step until you no longer need it. That slow taper is what makes nicotine replacement one of the most widely recommended ways to quit.',
    ],
    [
      'जब आप सिगरेट पीना या तंबाकू चबाना छोड़ते हैं, तो शरीर को उस निकोटीन की कमी खलती है जिसकी उसे आदत है। शुरुआती हफ़्तों की बेचैनी, चिड़चिड़ापन और तेज़ तलब इसी वजह से होते हैं।',
      'निकोटीन गम शरीर को तंबाकू के टार, धुएँ और दूसरे रसायनों के बिना निकोटीन की कम और स्थिर मात्रा देता है। इससे तलब क़ाबू में रहती है और आप असली आदत पर काम कर पाते हैं: खाने के बाद की सिगरेट, चाय का ब्रेक, तनाव में तंबाकू चबाना।',
      'कुछ महीनों में आप धीरे-धीरे मात्रा घटाते हैं, जब तक इसकी ज़रूरत ही न रहे। यही धीमी कटौती निकोटीन रिप्लेसमेंट को छोड़ने के सबसे ज़्यादा सुझाए जाने वाले तरीक़ों में से एक बनाती है।',
    ],
    '2025-02-03',
    'Dr. Meera Kapoor',
    ['nrt', 'quit smoking', 'science'],
    ['#0e7490', '#ecfeff'],
  ),
  article(
    'chew-pause-chew-method',
    'The Chew–Pause–Chew Method, Explained',
    'चबाएँ–रुकें–चबाएँ तरीक़ा, आसान भाषा में',
    'Chew–Pause–Chew',
    'Chewing nicotine gum like regular gum wastes most of the nicotine and can upset your stomach. Do this instead.',
    'निकोटीन गम को आम गम की तरह चबाने से ज़्यादातर निकोटीन बेकार जाता है और पेट ख़राब हो सकता है। इसके बजाय यह करें।',
    [
      'Chew slowly until you notice a tingling or peppery taste. That is the nicotine being released.',
      'Now pause. Park the gum between your cheek and gum for a minute or two, so the nicotine is absorbed through the lining of your mouth instead of being swallowed.',
      'When the tingle fades, chew a few more times and park it again. Repeat for up to 30 minutes. The flavour fades after 18–20 minutes, but the gum is still working.',
      'One more tip: avoid coffee, soda and juice for 15 minutes before you chew. Acidic drinks make it harder for your mouth to absorb nicotine.',
    ],
    [
      'गम को धीरे-धीरे चबाएँ, जब तक हल्की झनझनाहट या तीखा स्वाद महसूस न हो। इसका मतलब है कि निकोटीन निकल रहा है।',
      'अब रुकें। गम को एक-दो मिनट के लिए गाल और मसूड़े के बीच रख दें, ताकि निकोटीन निगलने के बजाय मुँह की अंदरूनी परत से अवशोषित हो।',
      'झनझनाहट कम होने पर कुछ बार और चबाएँ और फिर से रख दें। यह क्रम 30 मिनट तक दोहराएँ। 18–20 मिनट बाद स्वाद हल्का हो जाता है, पर गम काम करता रहता है।',
      'एक और सुझाव: चबाने से 15 मिनट पहले तक कॉफ़ी, सोडा और जूस न लें। अम्लीय पेय मुँह के लिए निकोटीन को अवशोषित करना मुश्किल बना देते हैं।',
    ],
    '2025-04-15',
    'Rahul Verma, Pharmacist',
    ['how to use', 'chew pause chew'],
    ['#166534', '#dcfce7'],
  ),
  article(
    'your-first-21-days-without-tobacco',
    'Your First 21 Days Without Tobacco',
    'तंबाकू के बिना आपके पहले 21 दिन',
    'First 21 Days',
    'What to expect in the first three weeks, and small tricks that make each stage easier.',
    'पहले तीन हफ़्तों में क्या होता है, और हर पड़ाव को आसान बनाने के छोटे-छोटे तरीक़े।',
    [
      'Days 1 to 3 are the hardest. Cravings peak and you may feel irritable or find it hard to focus. Keep gum within reach and use it the moment a craving starts, not after it has built up.',
      'Days 4 to 10: the physical cravings ease, but the triggers remain. Change one small routine around each trigger: walk a different way to the tea stall, brush your teeth straight after dinner.',
      'Days 11 to 21: most people notice they are sleeping better, tasting food more and climbing stairs more easily. This is when the habit starts to loosen its grip.',
      'If you slip, do not start counting from zero in your head. One cigarette is a slip, not a relapse. Get back on the plan the same day.',
    ],
    [
      'पहले 1 से 3 दिन सबसे कठिन होते हैं। तलब सबसे तेज़ होती है और आप चिड़चिड़ापन या ध्यान लगाने में मुश्किल महसूस कर सकते हैं। गम हमेशा पास रखें और तलब शुरू होते ही इस्तेमाल करें, उसके बढ़ने का इंतज़ार न करें।',
      'दिन 4 से 10: शारीरिक तलब कम होने लगती है, पर आदत के ट्रिगर बने रहते हैं। हर ट्रिगर के आसपास की एक छोटी दिनचर्या बदलें: चाय की टपरी तक दूसरे रास्ते से जाएँ, रात के खाने के तुरंत बाद ब्रश कर लें।',
      'दिन 11 से 21: ज़्यादातर लोग पाते हैं कि नींद बेहतर हो गई है, खाने का स्वाद बढ़ गया है और सीढ़ियाँ चढ़ना आसान हो गया है। यही वह समय है जब आदत की पकड़ ढीली पड़ने लगती है।',
      'अगर एक बार चूक हो जाए, तो मन में गिनती शून्य से शुरू न करें। एक सिगरेट चूक है, हार नहीं। उसी दिन फिर से योजना पर लौट आएँ।',
    ],
    '2025-09-08',
    'Dr. Meera Kapoor',
    ['quit smoking', 'quit chewing', 'motivation'],
    ['#b45309', '#fffbeb'],
  ),
  article(
    'sleeping-better-after-you-quit',
    'Sleeping Better After You Quit',
    'छोड़ने के बाद बेहतर नींद',
    'Better Sleep',
    'Broken sleep is a common, temporary side of quitting. A simple evening routine helps.',
    'छोड़ने के बाद नींद टूटना आम है और कुछ समय की बात है। शाम की एक आसान दिनचर्या मदद करती है।',
    [
      'Nicotine is a stimulant, and your body needs a few weeks to adjust to life without it. Vivid dreams and waking up at night are common in the first month.',
      'Keep a fixed bedtime, put your phone away half an hour before sleep and avoid tea or coffee after 4 PM.',
      'Do not use nicotine gum in the last hour before bed unless a craving is keeping you awake.',
      'If you want extra support, our melatonin-free sleep gummies use chamomile and L-theanine to help you wind down without next-morning grogginess.',
    ],
    [
      'निकोटीन एक उत्तेजक है, और शरीर को इसके बिना रहने की आदत डालने में कुछ हफ़्ते लगते हैं। पहले महीने में गहरे सपने आना और रात में नींद खुलना आम है।',
      'सोने का एक तय समय रखें, सोने से आधा घंटा पहले फ़ोन दूर रख दें और शाम 4 बजे के बाद चाय या कॉफ़ी न लें।',
      'सोने से पहले के आख़िरी घंटे में निकोटीन गम न लें, जब तक कि तलब की वजह से नींद न आ रही हो।',
      'अगर आपको अतिरिक्त सहारा चाहिए, तो हमारी मेलाटोनिन-फ़्री स्लीप गमीज़ कैमोमाइल और एल-थीनाइन से मन को विश्राम देती हैं, और सुबह सुस्ती भी नहीं रहती।',
    ],
    '2026-03-19',
    'Ananya Singh',
    ['sleep', 'healthy living', 'supplements'],
    ['#1e1b4b', '#c7d2fe'],
  ),
];

// ---------------------------------------------------------------------------
// policies
// ---------------------------------------------------------------------------

const policies: BrandSeed['shop']['policies'] = {
  shippingPolicy: {
    handle: 'shipping-policy',
    title: 'Shipping Policy',
    body:
      p('We deliver across India in discreet, unbranded packaging.') +
      ul(
        'Orders are dispatched within 24 hours on working days.',
        'Metro cities: 2–4 working days. Rest of India: 4–7 working days.',
        'Free shipping on prepaid orders; cash on delivery orders carry a ₹49 handling fee.',
        'Nicotine gum is sold only to adults aged 18 and over.',
      ),
    hi: {
      title: 'शिपिंग नीति',
      body:
        p('हम पूरे भारत में बिना ब्रांड नाम वाली, सादी पैकिंग में डिलीवरी करते हैं।') +
        ul(
          'कार्य-दिवसों में ऑर्डर 24 घंटे के भीतर भेज दिए जाते हैं।',
          'मेट्रो शहर: 2–4 कार्य-दिवस। बाक़ी भारत: 4–7 कार्य-दिवस।',
          'प्रीपेड ऑर्डर पर मुफ़्त शिपिंग; कैश ऑन डिलीवरी पर ₹49 हैंडलिंग शुल्क।',
          'निकोटीन गम केवल 18 वर्ष या उससे अधिक आयु के वयस्कों को बेचा जाता है।',
        ),
    },
  },
  privacyPolicy: {
    handle: 'privacy-policy',
    title: 'Privacy Policy',
    body:
      p(
        'Quitting is personal, and so is your data. We collect only what we need to deliver your order and support you: name, phone, email, address and order history.',
      ) +
      ul(
        'We never sell or share your data for advertising by others.',
        'Payments are processed by certified partners; we do not store card details.',
        `To access or delete your data, write to ${SUPPORT_EMAIL}.`,
      ),
    hi: {
      title: 'गोपनीयता नीति',
      body:
        p(
          'तंबाकू छोड़ना निजी मामला है, और आपका डेटा भी। हम केवल वही जानकारी लेते हैं जो ऑर्डर पहुँचाने और आपकी मदद के लिए ज़रूरी है: नाम, फ़ोन, ईमेल, पता और ऑर्डर का इतिहास।',
        ) +
        ul(
          'हम आपका डेटा कभी नहीं बेचते, न ही दूसरों के विज्ञापन के लिए साझा करते हैं।',
          'भुगतान प्रमाणित साझेदारों के ज़रिए होता है; हम कार्ड की जानकारी नहीं रखते।',
          `अपना डेटा देखने या हटवाने के लिए ${SUPPORT_EMAIL} पर लिखें।`,
        ),
    },
  },
  refundPolicy: {
    handle: 'refund-policy',
    title: 'Refund Policy',
    body:
      p(
        'Prepaid orders are covered by our 100% money-back guarantee: if Quitbee does not work for you, write to us within 30 days of delivery and we will refund the full amount.',
      ) +
      ul(
        'Damaged or wrong items: report within 48 hours of delivery with a photo.',
        'Refunds go back to the original payment method within 5–7 working days.',
        'Cash on delivery orders can be refunded as store credit or by bank transfer.',
      ),
    hi: {
      title: 'रिफ़ंड नीति',
      body:
        p(
          'प्रीपेड ऑर्डर पर हमारी 100% मनी-बैक गारंटी लागू है: अगर क्विटबी से आपको फ़ायदा न हो, तो डिलीवरी के 30 दिनों के भीतर हमें लिखें और हम पूरी राशि लौटा देंगे।',
        ) +
        ul(
          'टूटा या ग़लत सामान: डिलीवरी के 48 घंटों के भीतर फ़ोटो के साथ बताएँ।',
          'रिफ़ंड 5–7 कार्य-दिवसों में मूल भुगतान माध्यम में लौटाया जाता है।',
          'कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड स्टोर क्रेडिट या बैंक ट्रांसफ़र से किया जा सकता है।',
        ),
    },
  },
  termsOfService: {
    handle: 'terms-of-service',
    title: 'Terms of Service',
    body:
      p(
        'This store is operated by Quitbee Wellness Private Limited, Gurugram, Haryana. By placing an order you confirm that you are at least 18 years old.',
      ) +
      p(
        'Nicotine gum is a nicotine replacement product. Read the pack insert and follow the dosage. It is not a substitute for medical advice; speak to a doctor if you are pregnant, breastfeeding or have a heart condition.',
      ) +
      p(
        'Prices are in Indian rupees and include GST. One coupon can be used per order. These terms are governed by the laws of India, with courts in Gurugram having jurisdiction.',
      ),
    hi: {
      title: 'सेवा की शर्तें',
      body:
        p(
          'यह स्टोर क्विटबी वेलनेस प्राइवेट लिमिटेड, गुरुग्राम, हरियाणा द्वारा चलाया जाता है। ऑर्डर देकर आप पुष्टि करते हैं कि आपकी आयु कम से कम 18 वर्ष है।',
        ) +
        p(
          'निकोटीन गम एक निकोटीन रिप्लेसमेंट उत्पाद है। पैक के अंदर दिया गया पत्र पढ़ें और बताई गई मात्रा का पालन करें। यह डॉक्टरी सलाह का विकल्प नहीं है; गर्भावस्था, स्तनपान या हृदय रोग की स्थिति में डॉक्टर से बात करें।',
        ) +
        p(
          'सभी क़ीमतें भारतीय रुपये में हैं और इनमें GST शामिल है। एक ऑर्डर पर एक ही कूपन लगाया जा सकता है। ये शर्तें भारत के क़ानूनों के अधीन हैं, और गुरुग्राम की अदालतों का क्षेत्राधिकार होगा।',
        ),
    },
  },
};

// ---------------------------------------------------------------------------
// menus
// ---------------------------------------------------------------------------

function typeOf(url: string): SeedMenuItemType {
  if (/^https?:\/\//.test(url)) return 'HTTP';
  if (url === '/') return 'FRONTPAGE';
  if (url === '/collections/all') return 'CATALOG';
  if (url === '/collections') return 'COLLECTIONS';
  if (url.startsWith('/collections/')) return 'COLLECTION';
  if (url.startsWith('/products/')) return 'PRODUCT';
  if (url.startsWith('/pages/')) return 'PAGE';
  if (url.startsWith('/policies/')) return 'SHOP_POLICY';
  if (url.startsWith('/search')) return 'SEARCH';
  if (/^\/blogs\/[^/]+\/[^/]+/.test(url)) return 'ARTICLE';
  if (url.startsWith('/blogs')) return 'BLOG';
  return 'HTTP';
}

const link = (title: string, hiTitle: string, url: string, items?: SeedMenuItem[]): SeedMenuItem => ({
  title,
  type: typeOf(url),
  url,
  ...(items ? {items} : {}),
  hi: {title: hiTitle},
});

const menus: SeedMenu[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    // The header shows the top level; the slide-in menu ("Menu", a button of the storefront, not an
    // entry here) opens each entry's links in a submenu.
    items: [
      link('Shop', 'शॉप', '/collections/all', [
        link('Nicotine Gums', 'निकोटीन गम', '/collections/nicotine-gums'),
        link('Supplements', 'सप्लीमेंट्स', '/collections/supplements'),
        link('Best Sellers', 'बेस्ट सेलर', '/collections/best-sellers'),
      ]),
      link('Learn', 'जानें', '/blogs/healthy-living', [
        link('Your Quit Plan', 'आपका छोड़ने का प्लान', '/quit-plan'),
        link('Chew–Pause–Chew', 'चबाएँ–रुकें–चबाएँ', '/blogs/healthy-living/chew-pause-chew-method'),
        link('FAQ', 'अक्सर पूछे जाने वाले प्रश्न', '/pages/faq'),
        link('Who We Are', 'हम कौन हैं', '/pages/who-we-are'),
        link('Contact', 'संपर्क करें', '/pages/contact'),
      ]),
      link('Science', 'विज्ञान', '/pages/our-standards', [
        link('Ingredients', 'सामग्री', '/pages/ingredients'),
        link('How to Use & Certificate', 'इस्तेमाल का तरीक़ा और प्रमाणपत्र', '/pages/how-to-use'),
      ]),
    ],
  },
  {
    handle: 'nav',
    title: 'Navigation',
    items: [
      link('NRT', 'एनआरटी', '/blogs/healthy-living/how-nicotine-gum-helps-you-quit'),
      link('Quit Chewing', 'तंबाकू चबाना छोड़ें', '/collections/quit-chewing'),
      link('Quit Smoking', 'धूम्रपान छोड़ें', '/collections/quit-smoking'),
      link('Healthy Living', 'स्वस्थ जीवन', '/blogs/healthy-living'),
      link('Nicotine Gums', 'निकोटीन गम', '/collections/nicotine-gums'),
    ],
  },
  {
    handle: 'footer',
    title: 'Footer menu',
    items: [
      link('More', 'और जानें', '/collections/all', [
        link('Shop All', 'सभी उत्पाद', '/collections/all'),
        link('Supplements', 'सप्लीमेंट्स', '/collections/supplements'),
        link('Who We Are', 'हम कौन हैं', '/pages/who-we-are'),
        link('Healthy Living Blog', 'स्वस्थ जीवन ब्लॉग', '/blogs/healthy-living'),
        link('FAQ', 'अक्सर पूछे जाने वाले प्रश्न', '/pages/faq'),
      ]),
      link('Science', 'विज्ञान', '/pages/our-standards', [
        link('Our Standards', 'हमारे मानक', '/pages/our-standards'),
        link('Ingredients', 'सामग्री', '/pages/ingredients'),
        link('How to Use & Certificate', 'इस्तेमाल का तरीक़ा और प्रमाणपत्र', '/pages/how-to-use'),
        link('Chew–Pause–Chew', 'चबाएँ–रुकें–चबाएँ', '/blogs/healthy-living/chew-pause-chew-method'),
      ]),
      link('Contact Us', 'संपर्क करें', '/pages/contact', [
        link('Contact', 'संपर्क करें', '/pages/contact'),
        link('Shipping Policy', 'शिपिंग नीति', '/policies/shipping-policy'),
        link('Refund Policy', 'रिफ़ंड नीति', '/policies/refund-policy'),
        link('Privacy Policy', 'गोपनीयता नीति', '/policies/privacy-policy'),
        link('Terms of Service', 'सेवा की शर्तें', '/policies/terms-of-service'),
      ]),
    ],
  },
];

// ---------------------------------------------------------------------------
// offers and discount rules
// ---------------------------------------------------------------------------

const field = (key: string, type: string, value: string) => ({key, type, value});

/** Value of the free perfume given with FREEPERFUME. */
const FREE_PERFUME_VALUE = 299;

const metaobjects: SeedMetaobject[] = [
  {
    type: 'offer',
    handle: 'free-perfume-above-999',
    fields: [
      field('offer_type', 'single_line_text_field', 'store_offer'),
      field('title', 'single_line_text_field', 'Free perfume on orders of ₹999 or more'),
      field('discount_code', 'single_line_text_field', 'FREEPERFUME'),
      field(
        'discount_detail',
        'single_line_text_field',
        `Shop for 999/- and get a 20 ml perfume worth ₹${FREE_PERFUME_VALUE} free`,
      ),
      field('min_subtotal', 'number_decimal', inr(999)),
      field('discount_kind', 'single_line_text_field', 'fixed_amount'),
      field('discount_value', 'number_decimal', inr(FREE_PERFUME_VALUE)),
      field('auto_apply', 'boolean', 'false'),
      field(
        'tnc',
        'multi_line_text_field',
        [
          'Valid on a cart value of ₹999 or more.',
          'One free perfume per order, while stocks last.',
          'Cannot be combined with other coupons.',
        ].join('||'),
      ),
    ],
  },
  {
    type: 'offer',
    handle: 'welcome-10',
    fields: [
      field('offer_type', 'single_line_text_field', 'store_offer'),
      field('title', 'single_line_text_field', '10% off your first order'),
      field('discount_code', 'single_line_text_field', 'WELCOME10'),
      field('discount_detail', 'single_line_text_field', 'New to Quitbee? Take 10% off your first order'),
      field('discount_kind', 'single_line_text_field', 'percentage'),
      field('discount_value', 'number_decimal', inr(10)),
      field('auto_apply', 'boolean', 'false'),
      field('tnc', 'multi_line_text_field', ['Valid on your first order only.', 'One coupon per order.'].join('||')),
    ],
  },
  {
    type: 'offer',
    handle: 'prepaid-5',
    fields: [
      field('offer_type', 'single_line_text_field', 'payment_offer'),
      field('title', 'single_line_text_field', '5% off on prepaid orders'),
      field('discount_code', 'single_line_text_field', 'PREPAID5'),
      field('discount_detail', 'single_line_text_field', 'Pay online with UPI, card or net banking and save 5%'),
      field('discount_kind', 'single_line_text_field', 'percentage'),
      field('discount_value', 'number_decimal', inr(5)),
      field('auto_apply', 'boolean', 'true'),
      field('offer_category', 'single_line_text_field', 'cashback_offer'),
      field('payment_offer_title', 'single_line_text_field', 'UPI, Cards & Net Banking'),
      field(
        'tnc',
        'multi_line_text_field',
        [
          'Applies to all prepaid payment methods.',
          'Not valid on cash on delivery.',
          'Prepaid orders are also covered by our 100% money-back guarantee.',
        ].join('||'),
      ),
    ],
  },
  {
    type: 'offer',
    handle: 'lotus-bank-credit-card',
    fields: [
      field('offer_type', 'single_line_text_field', 'payment_offer'),
      field('title', 'single_line_text_field', '₹75 cashback with Lotus Bank credit cards'),
      field('discount_code', 'single_line_text_field', 'LOTUS75'),
      field('discount_detail', 'single_line_text_field', '₹75 cashback on orders above ₹799'),
      field('min_subtotal', 'number_decimal', inr(799)),
      field('discount_kind', 'single_line_text_field', 'fixed_amount'),
      field('discount_value', 'number_decimal', inr(75)),
      field('auto_apply', 'boolean', 'false'),
      field('cashback_amount', 'number_decimal', inr(75)),
      field('logo_url', 'url', 'https://assets.lotusbank.example/logo.svg'),
      field('offer_category', 'single_line_text_field', 'cashback_offer'),
      field('payment_offer_title', 'single_line_text_field', 'Lotus Bank Credit Cards'),
      field(
        'tnc',
        'multi_line_text_field',
        [
          'Valid on Lotus Bank credit cards only.',
          'Minimum order value ₹799.',
          'Cashback credited within 60 days.',
        ].join('||'),
      ),
    ],
  },
];

const discountRules: BrandSeed['discountRules'] = [
  {
    code: 'FREEPERFUME',
    title: 'Free perfume on orders of ₹999 or more',
    kind: 'fixed_amount',
    value: FREE_PERFUME_VALUE,
    minSubtotal: 999,
  },
  {code: 'PREPAID5', title: '5% off on prepaid orders', kind: 'percentage', value: 5},
  {code: 'WELCOME10', title: '10% off your first order', kind: 'percentage', value: 10},
];

// ---------------------------------------------------------------------------

export const gumSeed: BrandSeed = {
  shop: {
    name: 'Quitbee',
    description:
      'Sugar-free nicotine gum in seven flavours, and supplements for skin, hair and sleep. Designed in Denmark, made in India.',
    hi: {
      description: 'सात फ़्लेवर में शुगर-फ़्री निकोटीन गम, और त्वचा, बालों व नींद के लिए सप्लीमेंट। डिज़ाइन डेनमार्क में, निर्माण भारत में।',
    },
    multipassSecret: 'gum-emulator-multipass-secret',
    policies,
  },
  products,
  collections,
  pages,
  blogs: [
    {
      handle: 'healthy-living',
      title: 'Healthy Living',
      articles,
      hi: {title: 'स्वस्थ जीवन'},
    },
  ],
  menus,
  metaobjects: [...metaobjects, ...gumMerchandising],
  files: gumFiles,
  discountRules,
  customers: [
    {
      email: 'sanjay.yadav@example.com',
      password: 'QuitToday#21',
      firstName: 'Sanjay',
      lastName: 'Yadav',
      phone: '+919876500011',
      acceptsMarketing: true,
      orders: [
        {
          orderNumber: 2001,
          processedAt: '2026-09-14T10:20:00Z',
          financialStatus: 'PAID',
          fulfillmentStatus: 'FULFILLED',
          lines: [
            {sku: 'QB-NG-FM-2-30', quantity: 2},
            {sku: 'QB-NG-TRIAL-14', quantity: 1},
            {sku: 'QB-SUP-SLEEP-30', quantity: 1},
          ],
        },
        // Deliveries of the subscription below, placed by the subscriptions app.
        {
          orderNumber: 2019,
          processedAt: '2026-10-14T04:30:00Z',
          financialStatus: 'PAID',
          fulfillmentStatus: 'FULFILLED',
          lines: [{sku: 'QB-NG-FM-2-30', quantity: 2, sellingPlan: 'Delivered every month'}],
        },
        {
          orderNumber: 2020,
          processedAt: '2026-11-14T04:30:00Z',
          financialStatus: 'PAID',
          fulfillmentStatus: 'IN_PROGRESS',
          lines: [{sku: 'QB-NG-FM-2-30', quantity: 2, sellingPlan: 'Delivered every month'}],
        },
      ],
      subscriptionContracts: [
        {
          id: 7001,
          sku: 'QB-NG-FM-2-30',
          quantity: 2,
          price: 297,
          interval: 'MONTH',
          intervalCount: 1,
          status: 'ACTIVE',
          createdAt: '2026-10-14T04:30:00Z',
          nextBillingDate: '2026-12-14T04:30:00Z',
        },
      ],
    },
    // Phone-login customers, one per way the provider hands them over. The first has more
    // orders than the account page shows at once.
    {
      email: 'meera.pillai@example.com',
      password: 'FreshStart#30',
      firstName: 'Meera',
      lastName: 'Pillai',
      phone: '+919812340011',
      phoneLogin: 'password',
      acceptsMarketing: true,
      orders: [
        order(2002, '2025-06-03T09:10:00Z', 'PAID', 'FULFILLED', {'QB-NG-TRIAL-14': 1}),
        order(2003, '2025-06-24T18:35:00Z', 'PAID', 'FULFILLED', {'QB-NG-FM-2-30': 2}),
        order(2004, '2025-07-29T07:45:00Z', 'PAID', 'FULFILLED', {'QB-NG-FM-2-90': 1}),
        order(2005, '2025-09-10T13:20:00Z', 'REFUNDED', 'FULFILLED', {'QB-NG-PP-2-30': 1}),
        order(2006, '2025-10-21T16:00:00Z', 'PAID', 'FULFILLED', {'QB-NG-FM-2-90': 1, 'QB-SUP-SKIN-30': 1}),
        order(2007, '2025-12-15T11:25:00Z', 'PAID', 'FULFILLED', {'QB-NG-FF-2-90': 1}),
        order(2008, '2026-02-02T08:05:00Z', 'PAID', 'FULFILLED', {'QB-NG-FM-2-90': 1, 'QB-SUP-SLEEP-30': 1}),
        order(2009, '2026-03-26T19:40:00Z', 'REFUNDED', 'FULFILLED', {'QB-SUP-HAIR-30': 1}),
        order(2010, '2026-05-12T10:50:00Z', 'PAID', 'FULFILLED', {'QB-NG-FB-2-30': 3}),
        order(2011, '2026-07-07T14:15:00Z', 'PAID', 'FULFILLED', {'QB-NG-FP-2-90': 1}),
        order(2012, '2026-09-01T06:30:00Z', 'PAID', 'FULFILLED', {'QB-SUP-COMBO': 1}),
        order(2013, '2026-10-28T17:55:00Z', 'PAID', 'IN_PROGRESS', {'QB-NG-FM-2-90': 1, 'QB-NG-RP-2-30': 1}),
        order(2014, '2026-11-21T12:10:00Z', 'PENDING', 'UNFULFILLED', {'QB-NG-FM-2-30': 2, 'QB-SUP-SKIN-60': 1}),
      ],
      subscriptionContracts: [
        {
          id: 7002,
          sku: 'QB-NG-FF-2-30',
          quantity: 1,
          price: 280.5,
          interval: 'MONTH',
          intervalCount: 2,
          status: 'ACTIVE',
          createdAt: '2026-11-01T05:00:00Z',
          nextBillingDate: '2027-01-01T05:00:00Z',
        },
      ],
    },
    {
      email: 'farhan.qureshi@example.com',
      password: 'ChewLess!52',
      firstName: 'Farhan',
      lastName: 'Qureshi',
      phone: '+919812340012',
      phoneLogin: 'multipass',
      acceptsMarketing: false,
      orders: [
        order(2015, '2026-05-30T09:35:00Z', 'PAID', 'FULFILLED', {'QB-NG-FM-4-30': 1}),
        order(2016, '2026-10-11T15:45:00Z', 'PAID', 'FULFILLED', {'QB-NG-FM-4-90': 1, 'QB-NG-FF-4-30': 1}),
        // The first delivery of the subscription below.
        {
          orderNumber: 2021,
          processedAt: '2026-11-05T06:00:00Z',
          financialStatus: 'PAID',
          fulfillmentStatus: 'FULFILLED',
          lines: [{sku: 'QB-NG-FM-4-30', quantity: 1, sellingPlan: 'Delivered every month'}],
        },
      ],
      subscriptionContracts: [
        {
          id: 7003,
          sku: 'QB-NG-FM-4-30',
          quantity: 1,
          price: 378,
          interval: 'MONTH',
          intervalCount: 1,
          status: 'ACTIVE',
          createdAt: '2026-11-05T06:00:00Z',
          nextBillingDate: '2026-12-05T06:00:00Z',
        },
      ],
    },
    {
      // Ordered as a guest: the shop keeps the customer, with no password until they activate.
      email: 'lakshmi.rao@example.com',
      password: null,
      firstName: 'Lakshmi',
      lastName: 'Rao',
      phone: '+919812340013',
      phoneLogin: 'activation',
      acceptsMarketing: true,
      orders: [
        order(2017, '2026-08-19T12:00:00Z', 'PAID', 'FULFILLED', {'QB-SUP-SKIN-30': 2}),
        order(2018, '2026-11-15T07:20:00Z', 'PENDING', 'UNFULFILLED', {'QB-NG-TRIAL-14': 1, 'QB-SUP-HAIR-30': 1}),
      ],
      subscriptionContracts: [
        {
          id: 7004,
          sku: 'QB-NG-FB-2-30',
          quantity: 2,
          price: 297,
          interval: 'MONTH',
          intervalCount: 1,
          status: 'ACTIVE',
          createdAt: '2026-11-20T06:00:00Z',
          nextBillingDate: '2026-12-20T06:00:00Z',
        },
      ],
    },
  ],
};
