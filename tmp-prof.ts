import {previewEnv} from './scripts/lib/preview';
const store = new Map<string, Response>();
(globalThis as any).caches = {
  open: async () => ({
    match: async (req: Request) => store.get(typeof req === 'string' ? req : req.url)?.clone(),
    put: async (req: Request, res: Response) => void store.set(typeof req === 'string' ? req : req.url, res.clone()),
    delete: async () => true,
  }),
  default: {match: async () => undefined, put: async () => {}},
};
const env = previewEnv({STOREFRONT: 'emulator', EMULATOR_URL: 'http://127.0.0.1:5712'});
const worker = (await import('./dist/server/index.js')).default;
const host = process.env.HOST ?? 'groom.localhost';
const path = process.env.PAGE ?? '/';
const n = Number(process.env.N ?? 300);
const ctx = {waitUntil: (p: Promise<unknown>) => void p.catch(() => {}), passThroughOnException() {}};
async function once() {
  const res = await worker.fetch(new Request(`http://${host}${path}`, {headers: {'user-agent': 'Mozilla/5.0 Chrome/120', accept: 'text/html'}}), env, ctx);
  const text = await res.text();
  return [res.status, text.length];
}
for (let i = 0; i < 30; i++) await once();
console.log(await once());
const t0 = performance.now(); const c0 = process.cpuUsage();
for (let i = 0; i < n; i++) await once();
const c = process.cpuUsage(c0);
console.log('ms/req wall', ((performance.now() - t0) / n).toFixed(2), 'cpu', ((c.user + c.system) / 1000 / n).toFixed(2));
