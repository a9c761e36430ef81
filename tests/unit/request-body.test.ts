import {describe, expect, it} from 'vitest';
import {readRequestBody, readRequestFields} from '~/lib/security/request-body.server';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://groom.localhost/api/cart', {method: 'POST', body, headers});

describe('readRequestBody', () => {
  it('parses JSON, and a body without a type as JSON', async () => {
    expect(await readRequestBody(post('{"lines":[]}', {'Content-Type': 'application/json'}))).toEqual({
      value: {lines: []},
    });
    expect(await readRequestBody(post('{"lines":[]}'))).toEqual({value: {lines: []}});
  });

  it('reads a form, urlencoded or multipart, as its text fields (the first of a repeated name)', async () => {
    const urlencoded = post('email=a%40b.in&email=c%40d.in&formToken=t', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(await readRequestBody(urlencoded)).toEqual({value: {email: 'a@b.in', formToken: 't'}});
    const multipart = new FormData();
    multipart.set('email', 'a@b.in');
    multipart.set('file', new Blob(['not a field']), 'x.txt');
    expect(await readRequestBody(post(multipart))).toEqual({value: {email: 'a@b.in'}});
  });

  it('names what is wrong (a key the route answers in the page language) with its status', async () => {
    expect(await readRequestBody(post('{not json'))).toEqual({error: 'bodyNotJson', status: 400});
    expect(await readRequestBody(post('x'.repeat(300_000)))).toEqual({error: 'bodyTooLarge', status: 413});
    expect(await readRequestBody(post('{}', {'Content-Length': '999999999'}))).toEqual({
      error: 'bodyTooLarge',
      status: 413,
    });
    expect(await readRequestBody(post('x', {'Content-Type': 'multipart/form-data; boundary=x'}))).toEqual({
      error: 'bodyUnreadable',
      status: 400,
    });
    const longForm = post(`email=${'a'.repeat(5000)}`, {'Content-Type': 'application/x-www-form-urlencoded'});
    expect(await readRequestBody(longForm, {maxBytes: 4096})).toEqual({error: 'bodyTooLarge', status: 413});
  });
});

describe('readRequestFields', () => {
  it('gives an object of fields, or null for anything else', async () => {
    expect(await readRequestFields(post('{"email":"a@b.in"}'))).toEqual({email: 'a@b.in'});
    expect(await readRequestFields(post('[1]'))).toBeNull();
    expect(await readRequestFields(post('null'))).toBeNull();
    expect(await readRequestFields(post('{cut'))).toBeNull();
  });
});
