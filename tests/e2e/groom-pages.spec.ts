import {expect, test} from './support/fixtures';
import {brandUrl, collectionProducts, standInQuery} from './support/stand-in';

interface StandInBundle {
  handle: string;
  title: {value: string};
  price: {value: string};
  compareAtPrice: {value: string};
  products: {references: {nodes: Array<{handle: string; title: string}>}};
}

const BUNDLE_FIELDS = `
  handle
  title: field(key: "title") { value }
  price: field(key: "price") { value }
  compareAtPrice: field(key: "compare_at_price") { value }
  products: field(key: "products") { references(first: 20) { nodes { ... on Product { handle title } } } }
`;

async function giftBundles(): Promise<StandInBundle[]> {
  const data = await standInQuery<{metaobjects: {nodes: StandInBundle[]}}>(
    'groom',
    `{ metaobjects(type: "gift_bundle", first: 10) { nodes { ${BUNDLE_FIELDS} } } }`,
  );
  return data.metaobjects.nodes;
}

/**
 * The Product among a page's JSON-LD: Hydrogen's getSeoMeta writes a page's blocks (Product and its
 * BreadcrumbList) as one array in one script.
 */
function productIn(script: string | null) {
  const blocks = [JSON.parse(script ?? '[]')].flat() as Array<{
    '@type'?: string;
    name?: string;
    offers?: {url?: string};
    aggregateRating?: {reviewCount: number};
  }>;
  const product = blocks.find((block) => block['@type'] === 'Product');
  expect(product, 'a Product in the JSON-LD').toBeDefined();
  return product!;
}

/** ₹1,039 as the store writes it (en-IN grouping, no trailing zeros). */
const rupees = (amount: string | number) =>
  new Intl.NumberFormat('en-IN', {style: 'currency', currency: 'INR', minimumFractionDigits: 0}).format(Number(amount));

const CATEGORIES = [
  ['Razors', 'razors-1'],
  ['Trimmers', 'trimmers'],
  ['Shave care', 'shave-care'],
  ['Fragrances', 'fragrances'],
  ['Skin care', 'skin-care'],
  ['Gifting kits', 'gifting-kits'],
] as const;

test('groom home: categories, best sellers, new arrivals and gifting from the store', async ({page}) => {
  const [bestSellers, newArrivals, kits, bundles] = await Promise.all([
    collectionProducts('groom', 'best-seller', 8),
    collectionProducts('groom', 'new-arrivals', 8),
    collectionProducts('groom', 'gifting-kits', 4),
    giftBundles(),
  ]);
  expect(newArrivals.length).toBeGreaterThan(0);
  expect(bundles.length).toBeGreaterThan(0);

  await page.goto(brandUrl('groom'));

  const categories = page.getByRole('region', {name: 'Shop by category'});
  for (const [name, handle] of CATEGORIES) {
    await expect(categories.getByRole('link', {name, exact: true})).toHaveAttribute('href', `/collections/${handle}`);
  }

  const best = page.getByRole('region', {name: 'Best sellers'});
  for (const product of bestSellers) {
    await expect(best.getByRole('link', {name: product.title, exact: true})).toBeVisible();
  }

  const arrivals = page.getByRole('region', {name: 'New arrivals'});
  for (const product of newArrivals) {
    await expect(arrivals.getByRole('link', {name: product.title, exact: true})).toBeVisible();
  }

  const gifting = page.getByRole('region', {name: 'Gifting'});
  for (const product of kits) {
    await expect(gifting.getByRole('link', {name: product.title, exact: true})).toBeVisible();
  }
  const bundleList = gifting.getByRole('list', {name: 'Gift bundles'});
  for (const bundle of bundles) {
    await expect(bundleList.getByRole('link', {name: bundle.title.value, exact: true})).toHaveAttribute(
      'href',
      `/productbundle/${bundle.handle}`,
    );
  }
  await expect(bundleList.getByText(rupees(bundles[0].price.value), {exact: true}).first()).toBeVisible();

  await categories.getByRole('link', {name: 'Trimmers', exact: true}).click();
  await expect(page).toHaveURL(/\/collections\/trimmers$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Trimmers'})).toBeVisible();
});

test('a gift bundle shows its products and price, and adds them all to the cart', async ({page}) => {
  const [bundle] = await giftBundles();
  const products = bundle.products.references.nodes;
  expect(products.length).toBeGreaterThan(1);

  const response = await page.goto(brandUrl('groom', `/productbundle/${bundle.handle}`));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${bundle.title.value} | Kestrel Men`);
  await expect(page.getByRole('heading', {level: 1, name: bundle.title.value})).toBeVisible();
  await expect(page.getByText(rupees(bundle.price.value), {exact: true}).first()).toBeVisible();
  await expect(page.getByText(rupees(bundle.compareAtPrice.value), {exact: true}).first()).toBeVisible();
  const saving = Number(bundle.compareAtPrice.value) - Number(bundle.price.value);
  await expect(page.getByText(new RegExp(`^You save ${rupees(saving)} \\(\\d+% off\\)$`))).toBeVisible();

  const contents = page.getByRole('region', {name: /In this bundle/});
  await expect(contents.getByRole('article')).toHaveCount(products.length);
  for (const product of products) {
    await expect(contents.getByRole('link', {name: product.title, exact: true})).toBeVisible();
  }

  await page.getByRole('button', {name: 'Add bundle to cart'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Bundle added to cart'})).toBeVisible();

  await page.goto(brandUrl('groom', '/cart'));
  await expect(page.getByRole('heading', {name: `Your Cart (${products.length} items)`})).toBeVisible();
  for (const product of products) {
    await expect(page.getByRole('main').getByRole('link', {name: product.title, exact: true})).toBeVisible();
  }
});

test('an unknown gift bundle is the 404 page', async ({page, expectConsoleErrors}) => {
  expectConsoleErrors(/status of 404 \(Not Found\)/);
  const response = await page.goto(brandUrl('groom', '/productbundle/no-such-bundle'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('We couldn’t find that page');
  await expect(page.getByRole('link', {name: 'Back to home'})).toBeVisible();
});

test('a product page shows the discount, describes the product in JSON-LD and confirms adding to cart', async ({
  page,
}) => {
  const handle = 'kestrel-6-blade-razor';
  const {product} = await standInQuery<{
    product: {
      title: string;
      selectedOrFirstAvailableVariant: {price: {amount: string}; compareAtPrice: {amount: string} | null};
    };
  }>(
    'groom',
    `query ($handle: String!) { product(handle: $handle) { title selectedOrFirstAvailableVariant { price { amount } compareAtPrice { amount } } } }`,
    {
      handle,
    },
  );
  const {price, compareAtPrice} = product.selectedOrFirstAvailableVariant;
  expect(compareAtPrice).not.toBeNull();
  const percent = Math.round(
    ((Number(compareAtPrice!.amount) - Number(price.amount)) / Number(compareAtPrice!.amount)) * 100,
  );

  await page.goto(brandUrl('groom', `/products/${handle}`));
  await expect(page.getByRole('heading', {level: 1, name: product.title})).toBeVisible();
  // The product's own badge, beside its title (the recommendation rows below have cards with badges of their own).
  const details = page
    .getByRole('main')
    .locator('section')
    .filter({has: page.getByRole('heading', {level: 1})});
  await expect(details.getByText(`${percent}% off`, {exact: true})).toBeVisible();

  const jsonLd = productIn(await page.locator('script[type="application/ld+json"]').textContent());
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    brand: {name: 'Kestrel Men'},
    offers: {
      price: Number(price.amount).toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: brandUrl('groom', `/products/${handle}`),
    },
  });
  expect(jsonLd.aggregateRating?.reviewCount).toBeGreaterThan(0);

  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Product added to cart'})).toBeVisible();
});

test('the JSON-LD follows in-app navigation to another product', async ({page}) => {
  const [bundle] = await giftBundles();
  const [first] = bundle.products.references.nodes;
  await page.goto(brandUrl('groom', `/productbundle/${bundle.handle}`));
  await page
    .getByRole('region', {name: /In this bundle/})
    .getByRole('link', {name: first.title, exact: true})
    .click();
  await expect(page).toHaveURL(new RegExp(`/products/${first.handle}$`));
  await expect(page.getByRole('heading', {level: 1, name: first.title})).toBeVisible();
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  const data = productIn(await jsonLd.textContent());
  expect(data.name).toBe(first.title);
  expect(data.offers?.url).toBe(brandUrl('groom', `/products/${first.handle}`));
});

/** Every route the grooming spec names (section 2), each with the heading a shopper would look for. */
const SPEC_COLLECTIONS = [
  'best-seller',
  'new-arrivals',
  'shaving-products-for-men',
  'razors-1',
  'deos',
  'body-sprays',
  'set-of-perfumes',
  'everything-bsc',
];
const SPEC_PAGES = [
  'razors-for-men',
  'trimmers-for-men',
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'cancellations',
  'careers',
  'franchise-enquiry',
  'investors',
  'site-map',
  'faq',
  'contact-us',
  'corporate-gifting',
  'coupons-and-offers',
  'blog',
];
const SPEC_BLOGS = ['beard-care', 'shaving', 'fragrances', 'diy', 'skincare', 'body-hair-removal'];

test('every collection, page, policy and blog the spec names answers with its own heading', async ({page}) => {
  // About fifty page loads, each checked by the fixture: minutes on a busy 2-core machine.
  test.setTimeout(300_000);
  const titles = await standInQuery<
    Record<string, {title: string; articles?: {nodes: Array<{handle: string; title: string}>}} | null>
  >(
    'groom',
    `{
      ${SPEC_COLLECTIONS.map((handle, index) => `c${index}: collection(handle: "${handle}") { title }`).join('\n')}
      ${SPEC_PAGES.map((handle, index) => `p${index}: page(handle: "${handle}") { title }`).join('\n')}
      ${SPEC_BLOGS.map((handle, index) => `b${index}: blog(handle: "${handle}") { title articles(first: 1) { nodes { handle title } } }`).join('\n')}
      policy: shop { shippingPolicy { title } }
    }`,
  );
  const visits: Array<[string, string]> = [
    ...SPEC_COLLECTIONS.map((handle, index): [string, string] => [
      `/collections/${handle}`,
      titles[`c${index}`]!.title,
    ]),
    ...SPEC_PAGES.map((handle, index): [string, string] => [`/pages/${handle}`, titles[`p${index}`]!.title]),
    ...SPEC_BLOGS.flatMap((handle, index): Array<[string, string]> => {
      const blog = titles[`b${index}`]!;
      const [article] = blog.articles!.nodes;
      return [
        [`/blogs/${handle}`, blog.title],
        [`/blogs/${handle}/${article.handle}`, article.title],
      ];
    }),
    ['/policies/shipping-policy', (titles.policy as unknown as {shippingPolicy: {title: string}}).shippingPolicy.title],
  ];
  for (const [path, heading] of visits) {
    const response = await page.goto(brandUrl('groom', path));
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', {level: 1}), path).toHaveText(heading);
  }
  const blogs = await page.goto(brandUrl('groom', '/blogs'));
  expect(blogs?.status()).toBe(200);
  for (const [index] of SPEC_BLOGS.entries()) {
    await expect(page.getByRole('link', {name: titles[`b${index}`]!.title}).first()).toBeVisible();
  }
});

test('an unknown product, collection or page is the 404 page', async ({page, expectConsoleErrors}) => {
  expectConsoleErrors(/status of 404 \(Not Found\)/);
  for (const path of [
    '/products/no-such-razor',
    '/collections/no-such-shelf',
    '/pages/no-such-page',
    '/blogs/no-such-blog',
  ]) {
    const response = await page.goto(brandUrl('groom', path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('We couldn’t find that page');
  }
});
