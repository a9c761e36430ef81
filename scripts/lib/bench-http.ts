import http from 'node:http';

/** A page of the preview server: the Host header picks the brand, the connection always goes to loopback. */
export interface Target {
  port: number;
  /** Host header, e.g. `gum.localhost:3300` (Node's resolver does not map *.localhost to loopback) */
  host: string;
  path: string;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  maxRequests: number;
  warmupSeconds: number;
  /** a request slower than this counts as an error, so a stuck server cannot stall the run */
  timeoutMs: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** responses by status code; network failures by error code */
  statuses: Record<string, number>;
  /** everything but 200 */
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export function get(target: Target, agent?: http.Agent, timeoutMs = 30_000): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.path,
        headers: {host: target.host},
        agent,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString()}));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), {code: 'TIMEOUT'})));
    request.on('error', reject);
  });
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** `connections` closed loops, each sending its next request when the previous one has been read to the end. */
async function run(
  target: Target,
  agent: http.Agent,
  options: LoadOptions,
  seconds: number,
  maxRequests: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let started = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const loop = async () => {
    while (started < maxRequests && performance.now() < deadline) {
      started++;
      const sent = performance.now();
      const outcome = await get(target, agent, options.timeoutMs).then(
        ({status}) => String(status),
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );
      latencies.push(performance.now() - sent);
      statuses[outcome] = (statuses[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({length: options.connections}, loop));
  // Requests in flight at the deadline still finish and count, so the window ends with the last of them.
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    statuses,
    errors: latencies.length - (statuses['200'] ?? 0),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** A bounded keep-alive load run against one page, after an uncounted warm-up (caches, JIT, connections). */
export async function loadTest(target: Target, options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({keepAlive: true, maxSockets: options.connections});
  try {
    await run(target, agent, options, options.warmupSeconds, Infinity);
    return await run(target, agent, options, options.seconds, options.maxRequests);
  } finally {
    agent.destroy();
  }
}
