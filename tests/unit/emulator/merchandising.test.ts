import {afterEach, describe, expect, it} from 'vitest';
import {HOME_CONTENT_QUERY} from '~/graphql/merchandising';
import {metaobjectProblem} from '../../../emulator/merchandising';
import {EMULATOR_TOKENS} from '../../../emulator/server';
import {gql, newExecutor, seeds, useRunningEmulator} from './helpers';

const executor = newExecutor();
afterEach(() => executor.reset());

const HERO_QUERY = `query ($language: LanguageCode) @inContext(language: $language) {
  metaobjects(type: "home_hero", first: 4) {
    nodes { handle heading: field(key: "heading") { value } text: field(key: "text") { value }
      image: field(key: "image") { reference { ... on MediaImage { alt image { url width height } } } } }
  }
}`;

describe('merchandising metaobjects in the stand-in', () => {
  it('seeds entries its definitions accept, for both brands', () => {
    for (const seed of [seeds.groom, seeds.gum]) {
      for (const entry of seed.metaobjects)
        expect(metaobjectProblem(entry), `${entry.type} ${entry.handle}`).toBeNull();
      expect(seed.metaobjects.map(({type}) => type)).toEqual(
        expect.arrayContaining(['announcement', 'home_hero', 'home_section']),
      );
    }
    expect(seeds.groom.metaobjects.filter(({type}) => type === 'category_tile')).toHaveLength(6);
  });

  it("answers gum's translated fields in Hindi, the English value where a field has none, and the picture from Files", async () => {
    const hindi = await gql(executor, 'gum', HERO_QUERY, {language: 'HI'});
    const seeded = seeds.gum.metaobjects.find(({type}) => type === 'home_hero')!;
    const [hero] = hindi.metaobjects.nodes;
    expect(hero.heading.value).toBe(seeded.fields.find(({key}) => key === 'heading')!.hi);
    expect(hero.image.reference.image.url).toMatch(/\/images\/gum\/home-hero-fresh-start\.svg$/);
    expect(hero.image.reference.alt).toBe(seeds.gum.files![0]!.hi!.altText);

    executor.shop('gum')!.putMetaobject({
      type: 'home_hero',
      handle: 'one-chew-at-a-time',
      fields: [{key: 'heading', type: 'single_line_text_field', value: 'English only'}],
    });
    const untranslated = await gql(executor, 'gum', HERO_QUERY, {language: 'HI'});
    expect(untranslated.metaobjects.nodes[0].heading.value).toBe('English only');
  });

  it('runs the home content query the store sends', async () => {
    const data = await gql(executor, 'groom', HOME_CONTENT_QUERY, {handle: 'best-seller', first: 8});
    expect(data.heroes.nodes).toHaveLength(1);
    expect(
      data.tiles.nodes.map((tile: {collection: {reference: {handle: string}}}) => tile.collection.reference.handle),
    ).toContain('razors-1');
    expect(data.sections.nodes.map((entry: {section: {value: string}}) => entry.section.value)).toEqual([
      'categories',
      'products',
      'new_arrivals',
      'gifting',
    ]);
  });

  it('refuses what admin would refuse: an unknown field, a wrong type, too long a text, a choice not offered, a missing required field', () => {
    const shop = executor.shop('groom')!;
    const text = (key: string, value: string) => ({key, type: 'single_line_text_field', value});
    expect(
      shop.putMetaobject({type: 'announcement', handle: 'x', fields: [text('text', 'Hi'), text('colour', 'red')]}),
    ).toMatch(/no field "colour"/);
    expect(
      shop.putMetaobject({type: 'announcement', handle: 'x', fields: [{key: 'text', type: 'url', value: 'Hi'}]}),
    ).toMatch(/single_line_text_field/);
    expect(shop.putMetaobject({type: 'announcement', handle: 'x', fields: [text('text', 'a'.repeat(141))]})).toMatch(
      /140/,
    );
    expect(shop.putMetaobject({type: 'home_section', handle: 'x', fields: [text('section', 'blog')]})).toMatch(
      /one of/,
    );
    expect(shop.putMetaobject({type: 'announcement', handle: 'x', fields: [text('link', '/x')]})).toMatch(
      /text is required/,
    );
    expect(
      shop.putMetaobject({
        type: 'announcement',
        handle: 'x',
        fields: [text('text', 'Hi'), {...text('link', '/x'), hi: '/y'}],
      }),
    ).toMatch(/not translatable/);
    expect(shop.putMetaobject({type: 'announcement', handle: 'x', fields: [text('text', 'Hi')]})).toBeNull();
  });
});

describe('changing merchandising over HTTP', () => {
  const emulator = useRunningEmulator();
  const announcements = async () => {
    const response = await fetch(`${emulator.url}/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': EMULATOR_TOKENS.groom},
      body: JSON.stringify({query: '{ metaobjects(type: "announcement", first: 10) { nodes { handle } } }'}),
    });
    const {data} = (await response.json()) as {data: {metaobjects: {nodes: Array<{handle: string}>}}};
    return data.metaobjects.nodes.map(({handle}) => handle);
  };

  it('adds, replaces and deletes an entry, answers a bad one with why, and restores the seed on reset', async () => {
    const put = (body: unknown) =>
      fetch(`${emulator.url}/__emulator/metaobjects`, {method: 'PUT', body: JSON.stringify(body)});
    const before = await announcements();
    expect(
      (
        await put({
          brand: 'groom',
          type: 'announcement',
          handle: 'coupon-week',
          fields: [{key: 'text', value: 'Coupon week'}],
        })
      ).status,
    ).toBe(204);
    expect(await announcements()).toEqual([...before, 'coupon-week']);

    const refused = await put({
      brand: 'groom',
      type: 'announcement',
      handle: 'bad',
      fields: [{key: 'text', value: 'a'.repeat(200)}],
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('140');
    expect((await put({brand: 'groom', type: 'page', handle: 'x', fields: []})).status).toBe(400);
    expect((await put({brand: 'nope', type: 'announcement', handle: 'x', fields: []})).status).toBe(400);

    const deleted = await fetch(`${emulator.url}/__emulator/metaobjects?brand=groom&type=announcement`, {
      method: 'DELETE',
    });
    expect(await deleted.json()).toEqual({deleted: before.length + 1});
    expect(await announcements()).toEqual([]);

    await fetch(`${emulator.url}/__emulator/reset`, {method: 'POST'});
    expect(await announcements()).toEqual(before);
  });
});
