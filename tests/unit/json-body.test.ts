import {describe, expect, it} from 'vitest';
import {readJsonBody} from '~/lib/json-body.server';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://groom.localhost/api/cart', {method: 'POST', body, headers});

describe('readJsonBody', () => {
  it('parses JSON', async () => {
    expect(await readJsonBody(post('{"lines":[]}'))).toEqual({value: {lines: []}});
  });

  it('names what is wrong (a key the route answers in the page language) with its status', async () => {
    expect(await readJsonBody(post('{not json'))).toEqual({error: 'bodyNotJson', status: 400});
    expect(await readJsonBody(post('x'.repeat(300_000)))).toEqual({error: 'bodyTooLarge', status: 413});
    expect(await readJsonBody(post('{}', {'Content-Length': '999999999'}))).toEqual({
      error: 'bodyTooLarge',
      status: 413,
    });
  });
});
