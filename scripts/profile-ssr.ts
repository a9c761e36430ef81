// `npm run profile:ssr -- [path] [--host=groom.localhost] [--requests=300] [--skeleton]`: a CPU profile of
// the production worker rendering one page, taken in workerd through the worker's own DevTools inspector,
// so a change to the server render starts from where the time goes (issue "lean pages": "find out
// with a trace before you change anything"). `--skeleton` profiles Shopify's skeleton (built as
// bench:ssr builds it) on the same page of groom's catalogue, for a side-by-side reading.
//
// One request at a time after 50 unprofiled ones (warm caches, optimised code), sampled every 100 µs.
// Writes bench/out/profile-<app>-<page>.cpuprofile (open it in Chrome DevTools' Performance panel)
// and prints the functions with the most time of their own and, counting what they call, the most
// time in all. The inspector slows the worker: read shares, not milliseconds.
import {mkdir, writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {get} from './lib/bench-http';
import {ensureEmulator} from './lib/emulator';
import {createCleanups, runMeasurement, startMeasuredStore} from './lib/measured-store';
import {startSkeleton} from './lib/skeleton';

const ROOT = resolve(import.meta.dirname, '..');
// Away from the other benches and the e2e tests; the asset server takes PORT + 100.
const PORT = Number(process.env.PROFILE_SSR_PORT || 3390);
const EMULATOR_PORT = Number(process.env.PROFILE_SSR_EMULATOR_PORT || 4390);
const INSPECTOR_PORT = PORT + 6000;
const WARMUP_REQUESTS = 50;
const SAMPLING_INTERVAL_US = 100;
const SHOWN = 25;

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const path = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '/';
const skeleton = process.argv.includes('--skeleton');
const host = option('host') ?? 'groom.localhost';
const requests = Number(option('requests') ?? 300);

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number};
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** One DevTools protocol session over the inspector's WebSocket (Node's own, `--experimental-websocket` on Node 20). */
async function inspectorSession(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((open, fail) => {
    socket.addEventListener('open', open, {once: true});
    socket.addEventListener('error', fail, {once: true});
  });
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event: MessageEvent) => {
    const {id, result} = JSON.parse(String(event.data)) as {id?: number; result?: unknown};
    if (id === undefined) return;
    pending.get(id)?.(result);
    pending.delete(id);
  });
  let lastId = 0;
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((answer) => {
        const id = ++lastId;
        pending.set(id, answer as (result: unknown) => void);
        socket.send(JSON.stringify({id, method, params}));
      }),
    close: () => socket.close(),
  };
}

/** Busy time (no idle, no "program") of each function: its own, and with all it calls. */
function summarize(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const name = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;
  const own = new Map<string, number>();
  const total = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((sample, index) => {
    const node = nodes.get(sample)!;
    if (['(idle)', '(program)'].includes(node.callFrame.functionName)) return;
    const time = profile.timeDeltas[index];
    busy += time;
    own.set(name(node), (own.get(name(node)) ?? 0) + time);
    const counted = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const key = name(nodes.get(id)!);
      if (key === '(root)' || counted.has(key)) continue;
      counted.add(key);
      total.set(key, (total.get(key) ?? 0) + time);
    }
  });
  const top = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, SHOWN)
      .map(([key, time]) => `  ${((time / busy) * 100).toFixed(1).padStart(5)}%  ${key}`)
      .join('\n');
  return `Busy time ${(busy / 1000).toFixed(0)} ms; line numbers are the built worker's (dist/server/index.js).\n\nOwn time:\n${top(own)}\n\nWith what they call:\n${top(total)}`;
}

const cleanups = createCleanups();
await runMeasurement(
  'profile:ssr',
  async () => {
    if (skeleton) {
      const emulator = await ensureEmulator({EMULATOR_URL: `http://127.0.0.1:${EMULATOR_PORT}`});
      cleanups.add(emulator.close);
      await startSkeleton(PORT, EMULATOR_PORT, cleanups, {inspectorPort: INSPECTOR_PORT});
    } else {
      await startMeasuredStore({
        port: PORT,
        emulatorPort: EMULATOR_PORT,
        portVariables: 'PROFILE_SSR_PORT / PROFILE_SSR_EMULATOR_PORT',
        cleanups,
        inspectorPort: INSPECTOR_PORT,
      });
    }
    // Node's http, as the other benches: fetch() does not send the Host header that picks the brand.
    const target = {port: PORT, host: `${host}:${PORT}`, path};
    const page = async () => {
      const {status} = await get(target);
      if (status !== 200) throw new Error(`${path} on ${host} answered ${status}`);
    };
    for (let i = 0; i < WARMUP_REQUESTS; i++) await page();
    const inspector = await inspectorSession(INSPECTOR_PORT);
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', {interval: SAMPLING_INTERVAL_US});
    await inspector.send('Profiler.start');
    for (let i = 0; i < requests; i++) await page();
    const {profile} = await inspector.send<{profile: Profile}>('Profiler.stop');
    inspector.close();
    const app = skeleton ? 'skeleton' : 'store';
    const slug = `${host.split('.')[0]}${path.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-+$/, '');
    const outPath = resolve(ROOT, `bench/out/profile-${app}-${slug}.cpuprofile`);
    await mkdir(resolve(ROOT, 'bench/out'), {recursive: true});
    await writeFile(outPath, JSON.stringify(profile));
    console.log(
      `${app}, ${path} on ${host}, ${requests} requests one at a time\n\n${summarize(profile)}\n\nWritten to ${outPath}`,
    );
  },
  cleanups,
);
