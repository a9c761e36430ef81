// Worker CPU as the benchmarks count it: the user and system time of the workerd processes this one
// started, read from /proc. The Storefront API stand-in runs in a process of its own, so its CPU is
// never among them.
import {spawn, type ChildProcess} from 'node:child_process';
import {readdir, readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import type {createCleanups} from './measured-store';

const ROOT = resolve(import.meta.dirname, '../..');
const CLOCK_TICKS_PER_SECOND = 100;

/** The stand-in (emulator/main.ts) in a process of its own on `port`, shut down with the measurement; answers its URL. */
export async function startStandIn(port: number, cleanups: ReturnType<typeof createCleanups>): Promise<string> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(ROOT, 'emulator/main.ts'), '--port', String(port)],
    {cwd: ROOT, stdio: 'ignore'},
  );
  cleanups.add(async () => {
    child.kill('SIGTERM');
  });
  for (let attempt = 0; attempt < 60; attempt++) {
    const healthy = await fetch(`${url}/__emulator/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return url;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The stand-in did not start on ${url}`);
}

/** workerd processes below this one (mini-oxygen starts one per server). */
export async function workerdPids(): Promise<Set<number>> {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const text = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const match = /^(\d+) \((.*)\) \S (\d+)/.exec(text);
    if (!match) continue;
    parents.set(Number(match[1]), Number(match[3]));
    names.set(Number(match[1]), match[2]);
  }
  const descends = (pid: number): boolean => {
    for (let current = parents.get(pid); current; current = parents.get(current)) {
      if (current === process.pid) return true;
    }
    return false;
  };
  return new Set([...names].filter(([pid, name]) => name.startsWith('workerd') && descends(pid)).map(([pid]) => pid));
}

/** CPU seconds (user and system, all threads) of these processes. */
export async function cpuSeconds(pids: Set<number>): Promise<number> {
  let ticks = 0;
  for (const pid of pids) {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}
