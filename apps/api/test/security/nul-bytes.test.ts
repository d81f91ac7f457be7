import {
  contactUs,
  dealerSearch,
  ErrorCode,
  feedbackSubmit,
  ffdLogin,
  forgetPassword,
  getOldUserInfo,
  getPhoneCode,
  Messages,
  readFile,
  registerFirstCheck,
  registerUpload,
  roweRegister,
  sampleRequest,
  searchProducts,
  sendActivationEmail,
  simpleRegister,
  userLogin,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '../../src/routes/dev/outbox-call';
import { pathOf } from '../fixtures/call';
import { HARBOR_LANE_BUSINESS, startApplication } from '../fixtures/form-fixtures';
import { solidPng } from '../fixtures/images';
import { useTestApp } from '../fixtures/use-test-app';
import { expectEnvelopeError } from './security-helpers';

/**
 * PostgreSQL (and PGlite) refuse a NUL character in text, so a \u0000 that reached a query
 * answered 500 on 14 calls. The edge refuses it on every call before any service runs.
 */
const t = useTestApp();
let png: Buffer;
beforeAll(async () => {
  png = await solidPng(20, 20, '#abc');
});

const NUL = '\u0000';

const expectRefused = (res: Parameters<typeof expectEnvelopeError>[0]) =>
  expectEnvelopeError(res, 400, Messages.invalidCharacters);

const business = HARBOR_LANE_BUSINESS;

describe('NUL bytes at the edge', () => {
  it.each([
    ['sign-in username', userLogin.path, { username: `a${NUL}@x.test`, password: 'x' }],
    ['flash-deals sign-in', ffdLogin.path, { email: `a${NUL}@x.test`, password: 'x' }],
    ['SMS code', getPhoneCode.path, { phone: `555${NUL}` }],
    ['forgotten password', forgetPassword.path, { email: `a${NUL}@x.test` }],
    [
      'contact form',
      contactUs.path,
      {
        full_name: `Ann${NUL}`,
        phone: '5551234567',
        email: 'ann@example.test',
        order_number: 'A1',
        company_name: 'Co',
        product_number: 'P1',
        comments: 'hello',
      },
    ],
    [
      'sample request',
      sampleRequest.path,
      {
        full_name: 'Ann',
        email: 'ann@example.test',
        item_number: 'I1',
        finish_name: `Oak${NUL}`,
        company_name: 'Co',
        full_address: '1 Road',
        comments: 'x',
      },
    ],
    ['feedback', feedbackSubmit.path, { rating: 4, topic: 'Website', comments: `nice${NUL}` }],
    ['product search keyWord', searchProducts.path, { keyWord: `sofa${NUL}` }],
    ['a search filter in a list', searchProducts.path, { Room: ['bed_room', `x${NUL}`] }],
    ['registration step 1', registerFirstCheck.path, { ...business, city: `C${NUL}` }],
    ['a draft key', getOldUserInfo.path, { register_key: `k${NUL}` }],
    [
      'flash-deals sign-up',
      simpleRegister.path,
      { email: `a${NUL}@x.test`, first_name: 'A', last_name: 'B', code: '123456' },
    ],
    ['activation mail', sendActivationEmail.path, { email: `a${NUL}@x.test` }],
    ['Rowe registration prefill', roweRegister.path, { RoweLinkingCode: `c${NUL}` }],
    ['a NUL in a key name', searchProducts.path, { [`key${NUL}`]: 'x' }],
    ['a deeply nested value', searchProducts.path, { a: [[[{ b: [`x${NUL}`] }]]] }],
  ])(
    'attack: a NUL byte in the %s answers 400 in the envelope, not 500',
    async (_name, url, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { host: 'hom.localhost' },
        payload,
      });
      expectRefused(res);
    },
  );

  it.each([
    ['a search keyWord in the query of a list page', '/productList/search?keyWord=sofa%00'],
    ['a ZIP code in the dealer search query', `${dealerSearch.path}?zip=29401%00`],
    ['the product page query', '/productDetail?sku_number=AB%00'],
    ['the product page address', '/page/products/product-AB%00.html'],
    ['an image address', pathOf(readFile, { block_id: 'product', file_name: 'a\u0000.png' })],
    ['a storefront path', '/home%00'],
    ['the mailbox filter', `${devOutbox.path}?to=a%00`],
  ])('attack: a NUL byte in %s answers 400 in the envelope, not 500', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'hom.localhost' } });
    expectRefused(res);
  });

  it('attack: a deeply nested body does not overflow the guard (no 500)', async () => {
    const depth = 100_000;
    const res = await t.app.inject({
      method: 'POST',
      url: searchProducts.path,
      headers: { host: 'hom.localhost', 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"x\\u0000"${']'.repeat(depth)}`,
    });
    expectRefused(res);
  });

  describe('multipart uploads', () => {
    const upload = async (key: string, name: string) => {
      const form = new FormData();
      form.append('register_key', key);
      form.append('file', new Blob([png], { type: 'image/png' }), name);
      const req = new Request('http://x/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: registerUpload.path,
        headers: { host: 'hom.localhost', 'content-type': req.headers.get('content-type')! },
        payload: Buffer.from(await req.arrayBuffer()),
      });
    };
    let key = '';
    beforeAll(async () => {
      key = await startApplication(t, business);
    });

    it('attack: a NUL byte in an uploaded file name answers 400 in the envelope, not 500', async () => {
      expect(key).toBeTruthy();
      expectRefused(await upload(key, `tax${NUL}.png`));
      // The same upload with a clean name is stored.
      const fine = await upload(key, 'tax.png');
      expect(fine.json().err).toBe(ErrorCode.OK);
    });

    it('attack: a NUL byte in a multipart field answers 400 in the envelope, not 500', async () => {
      expectRefused(await upload(`${key}${NUL}`, 'tax.png'));
    });
  });

  it('lets ordinary text through, other control characters included', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: searchProducts.path,
      headers: { host: 'hom.localhost' },
      payload: { keyWord: 'sofa\ttable\u0001 \u00e9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().err).toBe(ErrorCode.OK);
  });
});
