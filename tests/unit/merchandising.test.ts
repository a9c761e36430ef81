import {Kind, parse, visit, type FieldNode} from 'graphql';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {brands} from '~/brands';
import {HEADER_QUERY} from '~/graphql/layout';
import {HOME_CONTENT_QUERY} from '~/graphql/merchandising';
import {homeContentOf, sectionCollection} from '~/lib/content/home-content';
import {
  announcementsFrom,
  contentLink,
  heroesFrom,
  homeSectionsFrom,
  nextAnnouncementChange,
  tilesFrom,
  visibleAnnouncements,
} from '~/lib/content/merchandising';
import {METAOBJECT_DEFINITIONS} from '~/lib/content/metaobject-definitions';
import type {AnnouncementFragment, HomeHeroFragment} from 'storefrontapi.generated';

const OWN_HOSTS = ['groom.example.in', 'groom.localhost'];
const value = (text: string | null) => (text === null ? null : {value: text});
const at = (iso: string) => Date.parse(iso);

function announcement(
  handle: string,
  fields: Partial<Record<'text' | 'link' | 'startsAt' | 'endsAt' | 'position', string>>,
) {
  return {
    handle,
    text: value(fields.text ?? null),
    link: value(fields.link ?? null),
    startsAt: value(fields.startsAt ?? null),
    endsAt: value(fields.endsAt ?? null),
    position: value(fields.position ?? null),
  } satisfies AnnouncementFragment;
}

afterEach(() => vi.restoreAllMocks());

describe('links a merchandiser types', () => {
  it('links paths on the store and https addresses of the brand’s own hosts', () => {
    expect(contentLink('/collections/razors?sort=new', OWN_HOSTS)).toEqual({
      kind: 'path',
      path: '/collections/razors?sort=new',
    });
    expect(contentLink(' https://groom.example.in/pages/diwali ', OWN_HOSTS)).toEqual({
      kind: 'url',
      href: 'https://groom.example.in/pages/diwali',
    });
    expect(contentLink('https://GROOM.example.in/', OWN_HOSTS)).toEqual({
      kind: 'url',
      href: 'https://groom.example.in/',
    });
  });

  it('refuses every other kind of address', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.example/collections',
      '/\\evil.example',
      'http://groom.example.in/',
      'https://evil.example/',
      'https://groom.example.in.evil.example/',
      'https://user:pass@groom.example.in/',
      'data:text/html,<script>alert(1)</script>',
      'collections/razors',
      '/collections/ razors',
      `/${'a'.repeat(600)}`,
      '',
      '   ',
    ]) {
      expect(contentLink(hostile, OWN_HOSTS), hostile).toBeNull();
    }
  });
});

describe('announcement messages', () => {
  const now = at('2026-11-01T12:00:00Z');

  it('orders messages by position, then handle, and leaves out ended ones and those without text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const messages = announcementsFrom(
      [
        announcement('b-later', {text: 'Second', position: '2'}),
        announcement('no-position', {text: 'Last'}),
        announcement('a-first', {text: 'First', position: '1'}),
        announcement('ended', {text: 'Gone', endsAt: '2026-11-01T11:59:59Z'}),
        announcement('blank', {text: '   ', position: '0'}),
        announcement('backwards', {text: 'Never', startsAt: '2026-11-03T00:00:00Z', endsAt: '2026-11-02T00:00:00Z'}),
      ],
      {ownHosts: OWN_HOSTS, now},
    );
    expect(messages.map(({text}) => text)).toEqual(['First', 'Second', 'Last']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('announcement blank: no text'));
  });

  it('shows a hostile link as plain text, and logs it once however many pages ask', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nodes = [announcement('sale', {text: 'Sale', link: 'javascript:alert(document.cookie)'})];
    const [message] = announcementsFrom(nodes, {ownHosts: OWN_HOSTS, now});
    announcementsFrom(nodes, {ownHosts: OWN_HOSTS, now});
    expect(message).toMatchObject({text: 'Sale', link: null});
    expect(warn.mock.calls.filter(([line]) => String(line).includes('announcement sale'))).toHaveLength(1);
  });

  it('shows a message in its window only, and says when the bar next changes', () => {
    const messages = announcementsFrom(
      [
        announcement('always', {text: 'Always'}),
        announcement('diwali', {text: 'Diwali', startsAt: '2026-11-01T18:00:00Z', endsAt: '2026-11-02T00:00:00Z'}),
        announcement('today', {text: 'Today', endsAt: '2026-11-01T15:00:00+00:00'}),
        announcement('bad-date', {text: 'Unbounded', startsAt: 'next Tuesday'}),
      ],
      {ownHosts: OWN_HOSTS, now},
    );
    const shownAt = (iso: string) => visibleAnnouncements(messages, at(iso)).map(({text}) => text);
    // No positions: by handle (always, bad-date, diwali, today).
    expect(shownAt('2026-11-01T12:00:00Z')).toEqual(['Always', 'Unbounded', 'Today']);
    expect(shownAt('2026-11-01T15:00:00Z')).toEqual(['Always', 'Unbounded']);
    expect(shownAt('2026-11-01T18:00:00Z')).toEqual(['Always', 'Unbounded', 'Diwali']);
    expect(shownAt('2026-11-02T00:00:00Z')).toEqual(['Always', 'Unbounded']);
    expect(nextAnnouncementChange(messages, now)).toBe(at('2026-11-01T15:00:00Z'));
    expect(nextAnnouncementChange(messages, at('2026-11-01T15:00:00Z'))).toBe(at('2026-11-01T18:00:00Z'));
    expect(nextAnnouncementChange(messages, at('2026-11-02T00:00:00Z'))).toBeNull();
  });
});

function hero(
  handle: string,
  fields: Partial<Record<'heading' | 'text' | 'ctaLabel' | 'ctaLink' | 'position', string>>,
  image?: {alt?: string; altText?: string},
): HomeHeroFragment {
  return {
    handle,
    heading: value(fields.heading ?? null),
    text: value(fields.text ?? null),
    ctaLabel: value(fields.ctaLabel ?? null),
    ctaLink: value(fields.ctaLink ?? null),
    position: value(fields.position ?? null),
    image: image
      ? {
          reference: {
            alt: image.alt ?? null,
            image: {
              id: 'i',
              url: 'https://cdn.shopify.com/hero.jpg',
              altText: image.altText ?? null,
              width: 1200,
              height: 800,
            },
          },
        }
      : {reference: null},
  };
}

describe('home heroes, tiles and sections', () => {
  it('leaves out a hero without a heading, and shows a button only with a label and an allowed link', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const heroes = heroesFrom(
      [
        hero('empty', {heading: ' ', position: '1'}),
        hero(
          'main',
          {
            heading: 'Diwali gifting',
            text: 'Kits for him',
            ctaLabel: 'Shop kits',
            ctaLink: '/collections/gifting-kits',
            position: '2',
          },
          {alt: 'A gift box'},
        ),
        hero('no-label', {heading: 'Razors', ctaLink: '/collections/razors', position: '3'}, {altText: 'A razor'}),
        hero('hostile', {heading: 'Win', ctaLabel: 'Claim', ctaLink: 'https://evil.example/', position: '4'}),
      ],
      OWN_HOSTS,
    );
    expect(heroes.map(({heading}) => heading)).toEqual(['Diwali gifting', 'Razors', 'Win']);
    expect(heroes[0]).toMatchObject({
      text: 'Kits for him',
      cta: {label: 'Shop kits', link: {kind: 'path', path: '/collections/gifting-kits'}},
      image: {url: 'https://cdn.shopify.com/hero.jpg', altText: 'A gift box'},
    });
    expect(heroes[1]).toMatchObject({cta: null, image: {altText: 'A razor'}});
    expect(heroes[2]).toMatchObject({cta: null, image: null});
  });

  it('leaves out a tile without a title or a collection', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tile = (handle: string, title: string | null, collection: string | null) => ({
      handle,
      title: value(title),
      text: null,
      image: null,
      position: null,
      collection: {reference: collection ? {handle: collection} : null},
    });
    expect(tilesFrom([tile('a', 'Razors', 'razors'), tile('b', null, 'x'), tile('c', 'Gone', null)])).toEqual([
      {title: 'Razors', text: null, image: null, collection: 'razors'},
    ]);
  });

  it('takes the brand’s sections the entries name, once each, in order; none usable: the brand’s default', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const entry = (handle: string, section: string, position: string, collection?: string) => ({
      handle,
      section: value(section),
      position: value(position),
      collection: {reference: collection ? {handle: collection} : null},
    });
    const available = brands.groom.homeSections.available;
    expect(
      homeSectionsFrom(
        [
          entry('c', 'gifting', '1', 'diwali-kits'),
          entry('a', 'faq', '0'),
          entry('b', 'products', '2'),
          entry('d', 'gifting', '3'),
        ],
        available,
      ),
    ).toEqual([
      {section: 'gifting', collection: 'diwali-kits'},
      {section: 'products', collection: null},
    ]);
    expect(homeSectionsFrom([entry('a', 'faq', '0')], available)).toBeNull();

    const content = homeContentOf(
      {heroes: {nodes: []}, tiles: {nodes: []}, sections: {nodes: [entry('a', 'doctors', '1')]}},
      brands.groom,
      OWN_HOSTS,
    );
    // The brand's default sections, each with the collection it lists (the home collection for products).
    expect(content).toEqual({
      heroes: [],
      tiles: [],
      sections: [
        {section: 'categories', collection: null},
        {section: 'products', collection: 'best-seller'},
        {section: 'new_arrivals', collection: 'new-arrivals'},
        {section: 'gifting', collection: 'gifting-kits'},
      ],
    });
  });

  it('reads a section’s collection from its entry, else the brand’s default for it', () => {
    expect(sectionCollection({section: 'gifting', collection: 'diwali-kits'}, brands.groom)).toBe('diwali-kits');
    expect(sectionCollection({section: 'gifting', collection: null}, brands.groom)).toBe('gifting-kits');
    expect(sectionCollection({section: 'products', collection: null}, brands.gum)).toBe(brands.gum.homeCollection);
    expect(sectionCollection({section: 'claims', collection: null}, brands.gum)).toBeNull();
  });
});

/** Per fragment on Metaobject: the keys its `field(key:)` selections read. */
function fieldKeysByFragment(document: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const definition of parse(document).definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION || definition.typeCondition.name.value !== 'Metaobject') continue;
    const read: string[] = [];
    visit(definition, {
      Field(node: FieldNode) {
        if (node.name.value !== 'field') return;
        const key = node.arguments?.find((argument) => argument.name.value === 'key')?.value;
        if (key?.kind === Kind.STRING) read.push(key.value);
      },
    });
    keys.set(definition.name.value, read);
  }
  return keys;
}

/** Per `metaobjects(type:, first:)` selection: the type, how many it reads and the fragment it spreads. */
function metaobjectReads(document: string) {
  const reads: Array<{type: string; first: number; fragment: string}> = [];
  visit(parse(document), {
    Field(node: FieldNode) {
      if (node.name.value !== 'metaobjects') return;
      const argument = (name: string) => node.arguments?.find((entry) => entry.name.value === name)?.value;
      const type = argument('type');
      const first = argument('first');
      let fragment = '';
      visit(node, {FragmentSpread: (spread) => void (fragment ||= spread.name.value)});
      if (type?.kind === Kind.STRING && first?.kind === Kind.INT)
        reads.push({type: type.value, first: Number(first.value), fragment});
    },
  });
  return reads;
}

describe('the definitions and the queries', () => {
  it('read exactly the defined fields of each merchandising type, as many entries as the guide says', () => {
    const documents = [HEADER_QUERY, HOME_CONTENT_QUERY];
    const reads = documents
      .flatMap(metaobjectReads)
      .filter(({type}) => METAOBJECT_DEFINITIONS.some((d) => d.type === type));
    const fragments = new Map(documents.flatMap((document) => [...fieldKeysByFragment(document)]));
    expect(reads.map(({type}) => type).sort()).toEqual(METAOBJECT_DEFINITIONS.map(({type}) => type).sort());
    for (const definition of METAOBJECT_DEFINITIONS) {
      const read = reads.find(({type}) => type === definition.type)!;
      expect(read.first, definition.type).toBe(definition.readAtMost);
      expect([...fragments.get(read.fragment)!].sort(), definition.type).toEqual(
        definition.fields.map(({key}) => key).sort(),
      );
    }
  });
});
