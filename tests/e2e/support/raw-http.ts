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
