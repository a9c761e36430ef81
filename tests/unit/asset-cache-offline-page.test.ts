import {describe, expect, it} from 'vitest';
import {offlinePageHtml, type ServiceWorkerConfig} from '~/lib/asset-cache/worker-config';

const offline: ServiceWorkerConfig['offline'] = {
  brandName: 'Quitbee <Gum>',
  logo: {src: '/brands/gum/logo.svg', width: 120, height: 32},
  icon: '/brands/gum/favicon.svg',
  colors: {background: '255 255 255', foreground: '0 0 0', primary: '4 120 87', primaryForeground: '255 255 255'},
  locales: [
    {pathPrefix: '', lang: 'en', title: 'You are offline', message: 'Check your connection.', retry: 'Try again'},
    {
      pathPrefix: 'hi',
      lang: 'hi',
      title: 'आप ऑफ़लाइन हैं',
      message: 'कनेक्शन जाँचें।',
      retry: 'फिर से कोशिश करें',
      fontUrl: '/assets/deva.woff2',
    },
  ],
};

describe('offlinePageHtml', () => {
  it('speaks the language of the page asked for, with a retry of the same address', () => {
    const html = offlinePageHtml(offline, 'https://gum.example/hi/collections/gum?sort=price');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(html).toContain('<a href="https://gum.example/hi/collections/gum?sort=price">फिर से कोशिश करें</a>');
    expect(html).toContain('url("/assets/deva.woff2")');
  });

  it('falls back to the default language, and escapes what it shows', () => {
    const html = offlinePageHtml(offline, 'https://gum.example/history/"><script>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('alt="Quitbee &lt;Gum&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('font-face');
  });
});
