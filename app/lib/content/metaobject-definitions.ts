/**
 * The metaobjects a merchandiser creates in Shopify admin to run a campaign without a deploy: the one
 * description of them. The stand-in checks what it seeds and what tests write against it, the
 * merchandiser's guide (docs/merchandising.md) prints it, and a test checks that the store's queries
 * read exactly these fields. Each brand is its own shop, so each shop defines the same types.
 *
 * Field types are Shopify's metafield types. `translatable` fields are the ones Shopify's Translate &
 * Adapt offers for Hindi; the Storefront API answers them in the page's language (`@inContext`).
 */
// Relative, not `~/`: the stand-in loads this file outside Vite (vite.config.ts starts it).
import {HOME_SECTION_KEYS} from '../../brands/types';

export type MetaobjectFieldType =
  | 'single_line_text_field'
  | 'multi_line_text_field'
  | 'number_integer'
  | 'date_time'
  | 'file_reference'
  | 'collection_reference';

export interface MetaobjectFieldDefinition {
  key: string;
  /** the name admin shows */
  name: string;
  type: MetaobjectFieldType;
  required: boolean;
  translatable: boolean;
  /** what the merchandiser is told in admin and in the guide */
  description: string;
  /** Shopify validations: the most characters, or the values a text field may take */
  validations?: {maxLength?: number; choices?: readonly string[]};
}

export interface MetaobjectDefinition {
  type: string;
  name: string;
  description: string;
  /** how many entries the store reads; more are ignored (the guide says so) */
  readAtMost: number;
  fields: readonly MetaobjectFieldDefinition[];
}

const position: MetaobjectFieldDefinition = {
  key: 'position',
  name: 'Position',
  type: 'number_integer',
  required: false,
  translatable: false,
  description: 'Order among entries of this type, smallest first; entries without one come last, by handle.',
};

const link = (name: string, what: string): MetaobjectFieldDefinition => ({
  key: name === 'Link' ? 'link' : 'cta_link',
  name,
  type: 'single_line_text_field',
  required: false,
  translatable: false,
  description: `Where ${what} leads: a path on the store (/collections/razors) or an https address on the brand's own domain. Anything else is shown as plain text. On Hindi pages a path gets the /hi prefix.`,
  validations: {maxLength: 500},
});

export const METAOBJECT_DEFINITIONS = [
  {
    type: 'announcement',
    name: 'Announcement',
    description:
      'A message in the bar above the header on every page. Without any entry in its window, the bar shows the store’s built-in message.',
    readAtMost: 10,
    fields: [
      {
        key: 'text',
        name: 'Text',
        type: 'single_line_text_field',
        required: true,
        translatable: true,
        description: 'The message, short enough to read as it scrolls by.',
        validations: {maxLength: 140},
      },
      link('Link', 'the message'),
      {
        key: 'starts_at',
        name: 'Starts at',
        type: 'date_time',
        required: false,
        translatable: false,
        description: 'Shown from this time on; empty: from now.',
      },
      {
        key: 'ends_at',
        name: 'Ends at',
        type: 'date_time',
        required: false,
        translatable: false,
        description: 'Hidden from this time on; empty: until the entry is deleted.',
      },
      position,
    ],
  },
  {
    type: 'home_hero',
    name: 'Home hero',
    description:
      'The banner at the top of the home page. The first one is the page’s main heading; further ones follow it as smaller banners. Without any entry, the store’s built-in hero shows.',
    readAtMost: 4,
    fields: [
      {
        key: 'heading',
        name: 'Heading',
        type: 'single_line_text_field',
        required: true,
        translatable: true,
        description: 'The banner’s heading.',
        validations: {maxLength: 80},
      },
      {
        key: 'text',
        name: 'Text',
        type: 'multi_line_text_field',
        required: false,
        translatable: true,
        description: 'A sentence or two under the heading.',
        validations: {maxLength: 240},
      },
      {
        key: 'image',
        name: 'Image',
        type: 'file_reference',
        required: false,
        translatable: false,
        description: 'A picture beside the text (an image file; its alt text is read out to screen readers).',
      },
      {
        key: 'cta_label',
        name: 'Button label',
        type: 'single_line_text_field',
        required: false,
        translatable: true,
        description: 'The button’s words; a button shows only with both a label and a link.',
        validations: {maxLength: 40},
      },
      link('Button link', 'the button'),
      position,
    ],
  },
  {
    type: 'category_tile',
    name: 'Category tile',
    description:
      'A tile under the hero that opens a collection, on homes with a categories section. Without any entry, the store’s built-in tiles show.',
    readAtMost: 12,
    fields: [
      {
        key: 'title',
        name: 'Title',
        type: 'single_line_text_field',
        required: true,
        translatable: true,
        description: 'The tile’s name.',
        validations: {maxLength: 40},
      },
      {
        key: 'text',
        name: 'Text',
        type: 'single_line_text_field',
        required: false,
        translatable: true,
        description: 'A line under the name.',
        validations: {maxLength: 100},
      },
      {
        key: 'image',
        name: 'Image',
        type: 'file_reference',
        required: false,
        translatable: false,
        description: 'A small picture on the tile.',
      },
      {
        key: 'collection',
        name: 'Collection',
        type: 'collection_reference',
        required: true,
        translatable: false,
        description: 'The collection the tile opens.',
      },
      position,
    ],
  },
  {
    type: 'home_section',
    name: 'Home section',
    description:
      'Which of the brand’s home sections show, in which order. With at least one entry, only the sections named show; without any, the store’s built-in order shows. The hero always comes first.',
    readAtMost: 12,
    fields: [
      {
        key: 'section',
        name: 'Section',
        type: 'single_line_text_field',
        required: true,
        translatable: false,
        description:
          'One of the brand’s sections (the guide lists each brand’s). A name the brand does not have is left out.',
        validations: {choices: HOME_SECTION_KEYS},
      },
      {
        key: 'collection',
        name: 'Collection',
        type: 'collection_reference',
        required: false,
        translatable: false,
        description:
          'For a section of products (products, new_arrivals, gifting): the collection it lists; empty: the built-in one.',
      },
      position,
    ],
  },
] as const satisfies readonly MetaobjectDefinition[];

export type MerchandisingType = (typeof METAOBJECT_DEFINITIONS)[number]['type'];

export function definitionOf(type: string): MetaobjectDefinition | undefined {
  return METAOBJECT_DEFINITIONS.find((definition) => definition.type === type);
}
