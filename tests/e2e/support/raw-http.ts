import net from 'node:net';
import http from 'node:http';
import {PREVIEW_PORT} from './stand-in';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  milliseconds: number;
}

/**
 * One request to the preview exactly as written: the path is not normalised (fetch and Playwright
 * would resolve "//" and "\"), and Host is whatever the test says.
 */
export function rawRequest({
  method = 'GET',
  path,
  port = PREVIEW_PORT,
  host = `groom.localhost:${port}`,
  headers = {},
  body,
  timeoutMs = 30_000,
}: {
  method?: string;
  path: string;
  port?: number;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {Host: host, ...headers, ...(body === undefined ? {} : {'Content-Length': Buffer.byteLength(body)})},
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            milliseconds: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path.slice(0, 80)} took over ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** What no response may show: a stack frame or a file path of the server. */
export const LEAK = /\n\s+at |file:\/\/|\/dist\/server\/|node_modules/;

/** A cart post as the store's pages make it: CartForm's `cartFormInput` field. */
export const cartFormBody = (action: string, inputs: unknown) =>
  `cartFormInput=${encodeURIComponent(JSON.stringify({action, inputs}))}`;

/** The product pages the groom home links to, in page order, without repeats. */
export async function homeProductPaths(port = PREVIEW_PORT): Promise<string[]> {
  const home = await rawRequest({port, path: '/', headers: {Accept: 'text/html'}});
  return [...new Set([...home.body.matchAll(/href="(\/products\/[^"?#]+)"/g)].map((match) => match[1]))];
}

/** The `name=value` pair of the cookie `name` that a response sets, if it sets one. */
export function cookieSet(response: RawResponse, name: string): string | undefined {
  return String(response.headers['set-cookie'] ?? '')
    .split(/,(?=\s*\w+=)/)
    .map((entry) => entry.split(';')[0].trim())
    .find((entry) => entry.startsWith(`${name}=`));
}

/** Adds `quantity` of the product's first variant to the groom cart `headers.Cookie` names (or a new one). */
export async function addToGroomCart({
  productPath,
  quantity = 1,
  port = PREVIEW_PORT,
  headers = {},
}: {
  productPath: string;
  quantity?: number;
  port?: number;
  headers?: Record<string, string>;
}): Promise<RawResponse> {
  const product = await rawRequest({port, path: `${productPath}.data`});
  const merchandiseId = /gid:\/\/shopify\/ProductVariant\/[\w-]+/.exec(product.body)?.[0];
  if (!merchandiseId) throw new Error(`No variant in ${productPath}.data`);
  return rawRequest({
    method: 'POST',
    port,
    path: '/cart',
    headers: {
      Origin: `http://groom.localhost:${port}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      ...headers,
    },
    body: cartFormBody('LinesAdd', {lines: [{merchandiseId, quantity}]}),
  });
}

/** How a hostile client sends a body on a raw socket, below anything Node's HTTP client would allow. */
export type BodyBehaviour =
  /** announces `declared` bytes, sends `sent`, then closes the connection */
  | {kind: 'abort'; declared: number; sent: number}
  /** announces `declared` bytes, sends `sent`, then says it has sent all (half-closes) and waits for an answer */
  | {kind: 'lie'; declared: number; sent: number}
  /** announces `declared` bytes and sends one every `everyMs` */
  | {kind: 'drip'; declared: number; everyMs: number}
  /** sends `bytes` in full, with a Content-Length or chunked */
  | {kind: 'flood'; bytes: number; chunked: boolean};

/**
 * A POST whose body misbehaves, on its own connection. Resolves with the status line's code, or
 * 0 when the client closed before any answer, and how long it took.
 */
export function misbehavingPost({
  port,
  path,
  host = `groom.localhost:${port}`,
  contentType = 'application/json',
  behaviour,
  timeoutMs = 30_000,
}: {
  port: number;
  path: string;
  host?: string;
  contentType?: string;
  behaviour: BodyBehaviour;
  timeoutMs?: number;
}): Promise<{status: number; milliseconds: number}> {
  const started = performance.now();
  const length =
    behaviour.kind === 'flood'
      ? behaviour.chunked
        ? 'Transfer-Encoding: chunked'
        : `Content-Length: ${behaviour.bytes}`
      : `Content-Length: ${behaviour.declared}`;
  const head = `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${contentType}\r\n${length}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      switch (behaviour.kind) {
        case 'abort':
          socket.write(Buffer.alloc(behaviour.sent, 0x7b));
          setTimeout(() => socket.destroy(), 100);
          break;
        case 'lie':
          socket.end(Buffer.alloc(behaviour.sent, 0x7b));
          break;
        case 'drip':
          drip = setInterval(() => socket.write('{'), behaviour.everyMs);
          break;
        case 'flood': {
          const body = Buffer.alloc(behaviour.bytes, 0x61);
          if (!behaviour.chunked) socket.write(body);
          else socket.write(`${body.length.toString(16)}\r\n${body.toString('latin1')}\r\n0\r\n\r\n`);
          break;
        }
      }
    });
    const timer = setTimeout(() => socket.destroy(new Error(`POST ${path} took over ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      // The status line is all these tests read.
      if (answer.includes('\r\n')) socket.destroy();
    });
    // A client that keeps sending after the answer may see its writes refused: the answer is what counts.
    socket.on('error', (error) => {
      if (!answer) reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      clearInterval(drip);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        milliseconds: performance.now() - started,
      });
    });
  });
}
