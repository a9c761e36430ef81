import {describe, expect, it} from 'vitest';
import {action, loader} from '~/endpoints/api.newsletter.subscribe.server';
import {loader as confirmationLoader} from '~/routes/($locale).newsletter';
import {loader as tokenLoader} from '~/endpoints/api.newsletter.token.server';
import {loadRoute, postToRoute} from './support/route-calls';
import {appContextFor, storefrontRequests, useStorefrontStandIn} from './support/storefront';
import {seeds} from '../../emulator/seed';
import {FORM_TOKEN_MIN_AGE_MS, issueFormToken} from '~/lib/security/form-token.server';
import {newsletterFormPurpose} from '~/lib/account/newsletter';

useStorefrontStandIn();

async function subscribe(
  body: string,
  options: {url?: string; headers?: Record<string, string>; params?: Record<string, string>} = {},
) {
  const url = options.url ?? 'http://groom.localhost/api/newsletter/subscribe';
  const headers = {'Content-Type': 'application/json', Accept: 'application/json', ...options.headers};
  return (await postToRoute(action, url, body, {params: options.params, headers})) as Response;
}

/** The token a page of `brand` carries, issued long enough ago to be accepted. */
const formToken = (brand = 'groom', ageMs = 5000) =>
  issueFormToken('integration-test-secret', newsletterFormPurpose(brand), Date.now() - ageMs);

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a new email as a customer who accepts marketing', async () => {
    const response = await subscribe(JSON.stringify({email: 'new.reader@example.in', formToken: await formToken()}));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ok: true, outcome: 'subscribed', message: 'Thanks for subscribing!'});
    expect(storefrontRequests[0].variables).toMatchObject({
      input: {email: 'new.reader@example.in', acceptsMarketing: true},
    });
  });

  it("says an email Shopify already has (TAKEN) is already on the list, in the page's language", async () => {
    const response = await subscribe(
      JSON.stringify({email: seeds.groom.customers[0].email, formToken: await formToken()}),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      outcome: 'alreadySubscribed',
      message: 'This email is already on our list.',
    });

    const hindi = await subscribe(
      JSON.stringify({email: seeds.gum.customers[0].email, formToken: await formToken('gum')}),
      {
        url: 'http://gum.localhost/hi/api/newsletter/subscribe',
        params: {locale: 'hi'},
      },
    );
    expect(await hindi.json()).toMatchObject({outcome: 'alreadySubscribed', message: 'यह ईमेल पहले से हमारी सूची में है।'});
  });

  it('sends a form posted without JavaScript for a known address back with "alreadySubscribed"', async () => {
    const body = new URLSearchParams({email: seeds.groom.customers[0].email, formToken: await formToken()});
    const response = await subscribe(body.toString(), {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Referer: 'http://groom.localhost/',
      },
    });
    expect(response.headers.get('Location')).toBe('/?newsletter=alreadySubscribed#newsletter');
  });

  it('answers 400 "Email is required" for a missing email, and 400 for a malformed one, sending nothing', async () => {
    for (const body of ['{}', '{"email": ""}', 'not json', '[1,2]']) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ok: false, message: 'Email is required'});
    }
    const malformed = await subscribe(JSON.stringify({email: 'nobody@'}));
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as {message: string}).message).toBe('Please enter a valid email address.');
    expect(storefrontRequests).toEqual([]);
  });

  it('answers in Hindi on Hindi pages', async () => {
    const response = await subscribe('{}', {
      url: 'http://gum.localhost/hi/api/newsletter/subscribe',
      params: {locale: 'hi'},
    });
    expect(((await response.json()) as {message: string}).message).toBe('ईमेल ज़रूरी है');
  });

  it('sends a form posted without JavaScript back to its page with the outcome', async () => {
    const body = new URLSearchParams({email: 'form.reader@example.in', formToken: await formToken()});
    const response = await subscribe(body.toString(), {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Referer: 'http://groom.localhost/products/x?ref=1',
      },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/products/x?ref=1&newsletter=subscribed#newsletter');
  });

  it('never redirects to another site', async () => {
    const response = await subscribe('email=', {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Referer: 'https://evil.example/',
      },
    });
    expect(response.headers.get('Location')).toBe('/?newsletter=required#newsletter');
  });

  it('asks a form posted without any token (a shared page before its code ran) to confirm, the address kept out of the URL', async () => {
    const {context} = await appContextFor('http://gum.localhost/hi/api/newsletter/subscribe');
    const request = new Request('http://gum.localhost/hi/api/newsletter/subscribe', {
      method: 'POST',
      body: new URLSearchParams({email: 'no.script@example.in', formToken: ''}),
      headers: {Accept: 'text/html', Referer: 'http://gum.localhost/hi/products/mint'},
    });
    const asked = (await action({request, context, params: {locale: 'hi'}} as never)) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get('Location')).toBe('/hi/newsletter');
    expect(storefrontRequests).toEqual([]);
    const session = (await context.session.commit()).split(';')[0];

    const page = await loadRoute(
      confirmationLoader,
      'http://gum.localhost/hi/newsletter',
      {locale: 'hi'},
      {Cookie: session},
    );
    expect(page.init?.headers).toMatchObject({'Cache-Control': 'private, no-store'});
    expect(page.data).toMatchObject({email: 'no.script@example.in', returnTo: '/hi/products/mint'});
    expect(page.data.formToken).toMatch(/^\d{13}\.[\w-]{43}$/);

    const confirmed = await subscribe(
      new URLSearchParams({
        email: 'no.script@example.in',
        formToken: await formToken('gum'),
        returnTo: '/hi/products/mint',
      }).toString(),
      {
        url: 'http://gum.localhost/hi/api/newsletter/subscribe',
        params: {locale: 'hi'},
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html',
          Referer: 'http://gum.localhost/hi/newsletter',
        },
      },
    );
    expect(confirmed.headers.get('Location')).toBe('/hi/products/mint?newsletter=subscribed#newsletter');

    const offSite = await subscribe(
      new URLSearchParams({
        email: 'x@example.in',
        formToken: await formToken(),
        returnTo: '//evil.example/',
      }).toString(),
      {
        headers: {'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html'},
      },
    );
    expect(offSite.headers.get('Location')).toBe('/?newsletter=subscribed#newsletter');
  });

  it('refuses a post without the form token, or with another brand one, as expired, sending nothing', async () => {
    for (const body of [{email: 'bot@example.in'}, {email: 'bot@example.in', formToken: await formToken('gum')}]) {
      const response = await subscribe(JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ok: false, outcome: 'expired'});
    }
    expect(storefrontRequests).toEqual([]);
  });

  it('holds back a post made the instant its page loaded, then subscribes', async () => {
    const started = Date.now();
    const response = await subscribe(
      JSON.stringify({email: 'quick.reader@example.in', formToken: await formToken('groom', 0)}),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(FORM_TOKEN_MIN_AGE_MS - 50);
    expect(await response.json()).toMatchObject({ok: true, outcome: 'subscribed'});
  });

  it('thanks a bot that filled the hidden field, and never tells Shopify', async () => {
    const response = await subscribe(
      JSON.stringify({email: 'bot@example.in', formToken: await formToken(), website: 'https://spam.example'}),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ok: true, outcome: 'subscribed'});
    expect(storefrontRequests).toEqual([]);
  });

  it("hands the form a token of the page's brand, never cached, that a sign-up posts back", async () => {
    const answer = await loadRoute(tokenLoader, 'http://gum.localhost/hi/api/newsletter/token', {locale: 'hi'});
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const {formToken: issued} = (await answer.json()) as {formToken: string};
    expect(issued).toMatch(/^\d{13}\.[\w-]{43}$/);
    const response = await subscribe(JSON.stringify({email: 'token.reader@example.in', formToken: issued}), {
      url: 'http://gum.localhost/hi/api/newsletter/subscribe',
      params: {locale: 'hi'},
    });
    expect(await response.json()).toMatchObject({ok: true, outcome: 'subscribed'});
  });

  it('answers a GET with 405', async () => {
    const response = (await loader({} as Parameters<typeof loader>[0])) as Response;
    expect(response.status).toBe(405);
  });
});
