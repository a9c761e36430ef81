import {launchChromium, measureFirstLoadJs} from './scripts/lib/bench-browser';
const port = process.env.PORT ?? '5711';
const pages = [
  ['groom', '/'], ['groom', '/products/kestrel-6-blade-razor'], ['groom', '/collections/razors-1'],
  ['gum', '/'], ['gum', '/products/nicotine-gum-frosty-mint-2mg-4mg'], ['gum', '/collections/nicotine-gums'], ['gum', '/hi'],
];
const browser = await launchChromium();
for (const [brand, path] of pages) {
  const r = await measureFirstLoadJs(browser, `http://${brand}.localhost:${port}${path}`);
  console.log(`${brand}${path}`.padEnd(50), (r.gzipBytes / 1024).toFixed(1), r.consoleErrors.length, r.scripts.map((s) => `${s.name.replace(/-[\w-]{8}\.js$/, '')} ${(s.gzipBytes / 1024).toFixed(1)}`).join(', '));
}
await browser.close();
