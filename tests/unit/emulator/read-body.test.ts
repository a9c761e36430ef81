import http from 'node:http';
import net from 'node:net';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {closesConnection, type HttpError, readBody} from '../../../emulator/http';

/** A server that answers each request with what readBody made of its body. */
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    readBody(req, {maxBytes: 16, timeoutMs: 300}).then(
      (body) => res.end(`read ${body.length}`),
      (error: HttpError) =>
        res.writeHead(error.status, closesConnection(error.status) ? {Connection: 'close'} : {}).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Writes `head` and then `body` on a raw socket; resolves with the answer's status line, '' if none. */
function exchange(
  head: string,
  body: string,
  {end = false, closeAfterMs}: {end?: boolean; closeAfterMs?: number} = {},
) {
  return new Promise<string>((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST / HTTP/1.1\r\nHost: x\r\n${head}\r\n\r\n`);
      if (end) socket.end(body);
      else socket.write(body);
      if (closeAfterMs !== undefined) setTimeout(() => socket.destroy(), closeAfterMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
  });
}

describe('readBody', () => {
  it('reads a body within its limits', async () => {
    expect(await exchange('Content-Length: 5', 'hello')).toBe('HTTP/1.1 200 OK');
  });

  it('answers a declared or sent body over the limit with 413, chunked too', async () => {
    expect(await exchange('Content-Length: 999999999', 'x'.repeat(10), {closeAfterMs: 500})).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
    expect(await exchange('Transfer-Encoding: chunked', `20\r\n${'x'.repeat(32)}\r\n0\r\n\r\n`)).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
  });

  it('answers a body that stops short of its length with 400, and one that does not arrive in time with 408', async () => {
    expect(await exchange('Content-Length: 10', 'abc', {end: true})).toBe('HTTP/1.1 400 Bad Request');
    expect(await exchange('Content-Length: 10', 'abc')).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('goes on serving after a client hangs up mid-body', async () => {
    expect(await exchange('Content-Length: 10', 'abc', {closeAfterMs: 20})).toBe('');
    expect(await exchange('Content-Length: 2', 'ok')).toBe('HTTP/1.1 200 OK');
  });
});
