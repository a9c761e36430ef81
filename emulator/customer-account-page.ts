/**
 * The pages the Customer Account API stand-in shows a browser: the shop's hosted login (a button
 * per customer where Shopify asks for an email and a one-time code), its refusals, and the
 * logged-out page. Inline CSS only: no scripts and nothing loaded from elsewhere.
 */

export type PageLanguage = 'en' | 'hi';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STRINGS = {
  en: {
    title: (shop: string) => `Log in to ${shop}`,
    intro:
      "This is the local stand-in for Shopify's customer login: no email or code is sent. Choose a customer to continue.",
    continueAs: (name: string) => `Continue as ${name}`,
  },
  hi: {
    title: (shop: string) => `${shop} में लॉग इन करें`,
    intro:
      'यह Shopify के ग्राहक लॉगिन की जगह चलने वाला स्थानीय विकल्प है: कोई ईमेल या कोड नहीं भेजा जाता। आगे बढ़ने के लिए कोई ग्राहक चुनें।',
    continueAs: (name: string) => `${name} के रूप में जारी रखें`,
  },
} satisfies Record<PageLanguage, unknown>;

// Text colours are at least 7:1 on their backgrounds.
const STYLE = `
body{margin:0;background:#f4f4f5;color:#18181b;font:16px/1.5 system-ui,sans-serif}
main{box-sizing:border-box;max-width:30rem;margin:2rem auto;padding:2rem 1.5rem;background:#fff;border-radius:12px}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}
p{margin:0;color:#3f3f46}
ul{display:grid;gap:1rem;margin:1.5rem 0 0;padding:0;list-style:none}
form{display:grid;gap:.25rem}
button{padding:.75rem 1rem;border:0;border-radius:8px;background:#1e3a8a;color:#fff;font:inherit;font-weight:600;text-align:left;cursor:pointer}
button:hover{background:#172554}
button:focus-visible{outline:3px solid #18181b;outline-offset:2px}
.email{font-size:.875rem;overflow-wrap:anywhere}
`;

/** `emptyIcon`: a page the browser stays on would otherwise ask the stand-in for a favicon it does not have. */
function page(lang: PageLanguage, title: string, body: string, {emptyIcon = false} = {}): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${emptyIcon ? '<link rel="icon" href="data:,">\n' : ''}<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export interface LoginChoice {
  /** "First Last" (the email when the customer has no name) */
  name: string;
  email: string;
}

/**
 * One form per customer, posting the OAuth parameters back with the customer's email. The email
 * describes the button rather than naming it, so the button's name is just "Continue as …".
 */
export function loginPage(options: {
  lang: PageLanguage;
  shopName: string;
  action: string;
  params: ReadonlyArray<[string, string]>;
  customers: readonly LoginChoice[];
}): string {
  const strings = STRINGS[options.lang];
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
  const items = options.customers.map((customer, i) => {
    const emailId = `customer-${i + 1}-email`;
    return `<li>
<form method="post" action="${escapeHtml(options.action)}">
${options.params.map(([name, value]) => hidden(name, value)).join('\n')}
${hidden('email', customer.email)}
<button type="submit" aria-describedby="${emailId}">${escapeHtml(strings.continueAs(customer.name))}</button>
<span class="email" id="${emailId}">${escapeHtml(customer.email)}</span>
</form>
</li>`;
  });
  return page(
    options.lang,
    strings.title(options.shopName),
    `<p>${escapeHtml(strings.intro)}</p>\n<ul>\n${items.join('\n')}\n</ul>`,
  );
}

/** A request the stand-in will not act on, and why: for the developer who sent it. */
export function refusalPage(title: string, message: string): string {
  return page('en', title, `<p>${escapeHtml(message)}</p>`);
}

export function loggedOutPage(): string {
  return page('en', 'You are logged out', '<p>You can close this page.</p>');
}

/**
 * The stand-in for a subscriptions app's customer portal, where the account page of a brand on legacy
 * customer accounts sends shoppers to manage their subscriptions (brand config `account.subscriptionsManageUrl`).
 */
export function subscriptionsPortalPage(shop: string): string {
  return page(
    'en',
    `${shop} subscriptions`,
    "<p>This is the local stand-in for the shop's subscriptions portal, where a subscriptions app lets customers skip, change or cancel their deliveries.</p>",
    {emptyIcon: true},
  );
}
