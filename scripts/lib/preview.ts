import {randomBytes} from 'node:crypto';
import http from 'node:http';
import {appendFileSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {createMiniOxygen, defaultLogRequestLine} from '@shopify/mini-oxygen';
import {loadEnv} from 'vite';
import {MALFORMED_URL_HEADER, repairStrayPercents} from '../../app/lib/security/malformed-url';
import {MAX_REQUEST_BODY_BYTES} from '../../app/lib/security/request-limits';
import {type BodyLimits, closesConnection, type HttpError, positiveIntegerSetting, readBody} from '../../emulator/http';
import {answerThroughEdgeCache, type EdgeCache, type OriginAnswer} from './edge-cache';
import {WORKER_ENV_PREFIXES} from './worker-env';

const ROOT = resolve(import.meta.dirname, '../..');

/** Worker bindings for a local production run: .env, then the shell's environment, then overrides. */
export function previewEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {...loadEnv('production', ROOT, WORKER_ENV_PREFIXES), ...overrides};
  // A production worker refuses to run unsigned sessions; a local preview gets a throwaway secret.
  env.SESSION_SECRET ||= randomBytes(32).toString('hex');
  return env;
}

/**
 * The URL guard's body limits: `PREVIEW_MAX_BODY_BYTES` (by default the worker's own limit, so the
 * preview refuses the bodies Oxygen's worker refuses) and `PREVIEW_BODY_TIMEOUT_MS` (10 s).
 */
export function previewBodyLimits(env: Record<string, string | undefined>): BodyLimits {
  return {
    maxBytes: positiveIntegerSetting(env, 'PREVIEW_MAX_BODY_BYTES', MAX_REQUEST_BODY_BYTES),
    timeoutMs: positiveIntegerSetting(env, 'PREVIEW_BODY_TIMEOUT_MS', 10_000),
  };
}

/** Everything this process writes to stdout and stderr (the worker's log among it) is also written to `path`, anew. */
export function copyOutputTo(path: string): void {
  writeFileSync(path, '');
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      appendFileSync(path, chunk);
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  }
}

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
  /** the full-page cache in front of the worker, when startPreview was given one */
  edgeCache?: EdgeCache;
}

/** How long the URL guard waits for the worker's whole answer when it buffers it for the edge cache. */
const WORKER_ANSWER_TIMEOUT_MS = 30_000;

/** Runs dist/ (from `npm run build`) in workerd, as Oxygen would, with its static assets. */
export async function startPreview(options: {
  port: number;
  env: Record<string, string>;
  /** one log line per request; off for load tests, where it would also cost throughput */
  logRequests?: boolean;
  /** put the URL guard below in front (`npm run preview`, e2e); load tests measure the worker alone */
  guardUrls?: boolean;
  /** another build to run (`bench:ssr`'s skeleton); this store's dist/ by default */
  distDir?: string;
  /** what the URL guard takes of a request body (previewBodyLimits) */
  bodyLimits?: BodyLimits;
  /** with guardUrls: the guard answers through this stand-in for Oxygen's full-page cache (edge-cache.ts) */
  edgeCache?: EdgeCache;
  /** opens the worker's DevTools inspector on this port (`profile:ssr` records a CPU profile through it) */
  inspectorPort?: number;
}): Promise<PreviewServer> {
  const distDir = options.distDir ?? resolve(ROOT, 'dist');
  const workerPath = resolve(distDir, 'server/index.js');
  const contents = await readFile(workerPath, 'utf8').catch(() => {
    throw new Error('No production build in dist/: run `npm run build` first.');
  });
  const workerPort = options.guardUrls ? options.port + 200 : options.port;
  const miniOxygen = createMiniOxygen({
    port: workerPort,
    host: '127.0.0.1',
    requestHook: options.logRequests === false ? null : defaultLogRequestLine,
    debug: options.inspectorPort !== undefined,
    inspectorPort: options.inspectorPort,
    assets: {directory: resolve(distDir, 'client'), port: options.port + 100},
    workers: [
      {
        name: 'hydrogen',
        modulesRoot: resolve(distDir, 'server'),
        modules: [{type: 'ESModule', path: workerPath, contents}],
        compatibilityDate: '2025-01-01',
        compatibilityFlags: ['nodejs_compat'],
        bindings: options.env,
        stripCfConnectingIp: false,
      },
    ],
  });
  const {workerUrl} = await miniOxygen.ready;
  if (!options.guardUrls) return {url: workerUrl.origin, close: () => miniOxygen.dispose()};
  const guard = await startUrlGuard(
    options.port,
    workerPort,
    options.bodyLimits ?? previewBodyLimits({}),
    options.edgeCache,
  );
  return {
    url: `http://127.0.0.1:${options.port}`,
    edgeCache: options.edgeCache,
    close: async () => {
      guard.closeAllConnections();
      await new Promise((resolve) => guard.close(resolve));
      await miniOxygen.dispose();
    },
  };
}

/**
 * Every request passes here before mini-oxygen: stray "%" escapes are repaired and flagged
 * (repairStrayPercents), and bodies are buffered, within `bodyLimits`: a client that sends too much,
 * too slowly or hangs up gets its 413, 408 or nothing, and the server goes on. With an `edgeCache`,
 * answers are buffered too and go through it (answerThroughEdgeCache); without, they stream through.
 */
function startUrlGuard(
  port: number,
  workerPort: number,
  bodyLimits: BodyLimits,
  edgeCache: EdgeCache | undefined,
): Promise<http.Server> {
  // Long request lines go through to workerd, which refuses them itself as Oxygen would (431).
  const server = http.createServer({maxHeaderSize: 2 * 1024 * 1024}, (incoming, outgoing) => {
    // The whole body first, on a fresh connection: workerd may answer (a 415, a 413) before reading
    // a body, and a reused keep-alive socket it has closed would turn that answer into an error here.
    readBody(incoming, bodyLimits).then(
      (body) =>
        edgeCache
          ? answerThroughEdgeCache(edgeCache, incoming, outgoing, () => askWorker(incoming, workerPort, body))
          : forward(incoming, outgoing, workerPort, body),
      (error: HttpError) => {
        if (outgoing.destroyed) return;
        outgoing.writeHead(error.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          ...(closesConnection(error.status) ? {Connection: 'close'} : {}),
        });
        outgoing.end(error.message);
      },
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The request to make of the worker, on a fresh connection, its URL repaired (repairStrayPercents). */
function workerRequestOptions(incoming: http.IncomingMessage, workerPort: number): http.RequestOptions {
  const path = incoming.url ?? '/';
  const headers = {...incoming.headers};
  const repaired = repairStrayPercents(path);
  if (repaired) headers[MALFORMED_URL_HEADER] = '1';
  return {host: '127.0.0.1', port: workerPort, method: incoming.method, path: repaired ?? path, headers, agent: false};
}

function forward(incoming: http.IncomingMessage, outgoing: http.ServerResponse, workerPort: number, body: Buffer) {
  const forwarded = http.request(workerRequestOptions(incoming, workerPort), (response) => {
    outgoing.writeHead(response.statusCode ?? 502, response.rawHeaders);
    response.pipe(outgoing);
  });
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502, {'Content-Type': 'text/plain'});
    outgoing.end('The local worker did not answer.');
  });
  // The client hung up while the worker answered: nobody is left to read the rest.
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) forwarded.destroy();
  });
  forwarded.end(body);
}

/**
 * The worker's whole answer, for the edge cache: a 504 when it has not all come within
 * WORKER_ANSWER_TIMEOUT_MS; rejects when the worker cannot be reached or cuts its answer off.
 */
function askWorker(incoming: http.IncomingMessage, workerPort: number, body: Buffer): Promise<OriginAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(workerRequestOptions(incoming, workerPort), (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 502,
          headers: headerPairs(response.rawHeaders),
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', fail);
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    // Resolved before the request is destroyed, so the error that brings changes nothing.
    const timer = setTimeout(() => {
      resolve({
        status: 504,
        headers: [
          ['Content-Type', 'text/plain; charset=utf-8'],
          ['Cache-Control', 'no-store'],
        ],
        body: Buffer.from(`The local worker did not answer within ${WORKER_ANSWER_TIMEOUT_MS / 1000} s.`),
      });
      request.destroy();
    }, WORKER_ANSWER_TIMEOUT_MS);
    request.on('error', fail);
    request.end(body);
  });
}

/** Node's flat raw header list as name and value pairs, repeated names kept. */
function headerPairs(rawHeaders: string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) pairs.push([rawHeaders[index], rawHeaders[index + 1]]);
  return pairs;
}
