import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../call';
import { envelopeSchema } from '../envelope';
import { callGroup } from './call-group';

const { get, post } = callGroup('cart');
const body = z.object({ id: z.number().int() });
const val = z.object({ ok: z.boolean() });

describe('callGroup', () => {
  it('declares what defineCall would with everything written out, keys in the same order', () => {
    const grouped = post('/mibd/test/one', 'One call', { body, val });
    const written = defineCall({
      method: 'POST',
      path: '/mibd/test/one',
      tag: 'cart',
      summary: 'One call',
      body,
      response: envelopeSchema(val),
    });
    expect(Object.keys(grouped)).toEqual(Object.keys(written));
    expect(grouped.body).toBe(body);
    expect(z.toJSONSchema(grouped.response)).toEqual(z.toJSONSchema(written.response));
    expect(grouped.response.parse({ err: 200, errmsg: '', val: { ok: true } })).toEqual({
      err: 200,
      errmsg: '',
      val: { ok: true },
    });
  });

  it('keeps a whole response or a file content type as given', () => {
    const response = envelopeSchema(val);
    expect(post('/mibd/test/two', 'Two', { response }).response).toBe(response);
    const file = get('/mibd/test/:file', 'A file', { contentType: 'image/*' });
    expect(file).toEqual({
      method: 'GET',
      path: '/mibd/test/:file',
      tag: 'cart',
      summary: 'A file',
      contentType: 'image/*',
    });
    expect('response' in file).toBe(false);
  });
});
