import fs from 'node:fs';
import {decode} from 'turbo-stream';
const h = fs.readFileSync(process.argv[2], 'utf8');
const chunks = [...h.matchAll(/streamController\.enqueue\((".*?")\);?<\/script>/gs)].map(m => JSON.parse(m[1]));
const stream = new ReadableStream({start(c){for (const ch of chunks) c.enqueue(new TextEncoder().encode(ch)); c.close();}});
const res = await decode(stream);
await res.done;
const data = res.value;
const size = (v) => JSON.stringify(v)?.length ?? 0;
for (const [route, d] of Object.entries(data.loaderData)) {
  console.log('ROUTE', route, size(d));
  for (const [k, v] of Object.entries(d ?? {})) {
    let val = v; if (v && typeof v.then === 'function') { try { val = await v; } catch(e) { val = String(e); } }
    console.log('  ', k, size(val), (v && typeof v.then==='function') ? '(deferred)' : '');
    if (k === 'translations') for (const [ns, t] of Object.entries(val)) console.log('      ns', ns, size(t));
  }
}
