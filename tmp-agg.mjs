import fs from 'node:fs';
const dir = '/tmp/prof'; const f = fs.readdirSync(dir)[0];
const p = JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8'));
const byId = new Map(p.nodes.map(n => [n.id, n]));
const self = new Map(); const total = p.samples.length;
for (const id of p.samples) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//,'')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) || 0) + 1); }
const rows = [...self].sort((a,b)=>b[1]-a[1]).slice(0, 45);
for (const [k, v] of rows) console.log((v/total*100).toFixed(1).padStart(5), k);
// inclusive by function name for a set of interesting names
const parent = new Map(); for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
const incl = new Map();
for (const id of p.samples) { const seen = new Set(); let cur = id; while (cur) { const n = byId.get(cur); const k = n.callFrame.functionName; if (k && !seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k)||0)+1);} cur = parent.get(cur);} }
console.log('--- inclusive');
for (const name of (process.env.NAMES||'').split(',')) if (name) console.log((100*(incl.get(name)||0)/total).toFixed(1).padStart(5), name);
if (process.env.CALLERS) {
  const target = process.env.CALLERS; const callers = new Map();
  for (const id of p.samples) { let cur = id; const chain = []; while (cur) { chain.push(byId.get(cur)); cur = parent.get(cur); }
    const idx = chain.findIndex(n => n.callFrame.functionName === target); if (idx < 0) continue;
    const path = chain.slice(idx + 1, idx + 5).map(n => `${n.callFrame.functionName||'anon'}:${n.callFrame.lineNumber}`).join(' < ');
    callers.set(path, (callers.get(path)||0)+1); }
  for (const [k, v] of [...callers].sort((a,b)=>b[1]-a[1]).slice(0,12)) console.log((100*v/total).toFixed(1).padStart(5), k);
}
