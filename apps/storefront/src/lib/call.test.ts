import * as contract from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { callRefsModule, callRefsOf, facadeModule } from '../../contract-calls-plugin';
import { envelope, fakeApi } from '../test/fake-api';
import { ApiError, configureApiClient } from './api-client';
import { call, uploadTo } from './call';

const ok = (val: unknown) => envelope(200, '', val);

describe('call(descriptor, input?, options?)', () => {
  it("POSTs the input as JSON to the descriptor's path and resolves with val", async () => {
    const calls = fakeApi(() => ok({ id: 7, message: 'Thanks' }));
    const answer = await call(contract.contactUs, { full_name: 'Ann' }, { silent: true });
    expect(answer).toEqual({ id: 7, message: 'Thanks' });
    expect(calls[0]!.url.pathname).toBe(contract.contactUs.path);
    expect(calls[0]!.body).toEqual({ full_name: 'Ann' });
  });

  it('sends a GET input as the query, with the analytics fields, and no body', async () => {
    const calls = fakeApi(() => ok({ list: [] }));
    await call(contract.dealerSearch, { zip: '28202', limit: 20 });
    const { url, body } = calls[0]!;
    expect(url.pathname).toBe('/mibd/dealer/search');
    expect(url.searchParams.get('zip')).toBe('28202');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(url.searchParams.get('obtain')).toBe('1');
    expect(body).toBeUndefined();
  });

  it('sends {} when a POST takes no input', async () => {
    const calls = fakeApi(() => ok({ ended: true }));
    await call(contract.logout, undefined, { silent: true });
    expect(calls[0]!.url.pathname).toBe('/mibd/login/logout');
    expect(calls[0]!.body).toEqual({});
  });

  it("rejects with the request's ApiError on an error envelope", async () => {
    fakeApi(() => envelope(40001, 'email: Please provide a valid email address', null));
    await expect(call(contract.feedbackSubmit, {}, { silent: true })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it("uploads to the descriptor's path", async () => {
    const xhrSend = vi.fn(async () => ({ err: 200, errmsg: '', val: { head_img: '/a.png' } }));
    configureApiClient({ xhrSend });
    const answer = await uploadTo(contract.uploadAvatar, new FormData(), { silent: true });
    expect(answer).toEqual({ head_img: '/a.png' });
    const [url] = xhrSend.mock.calls[0] as unknown as [string];
    expect(new URL(url, 'http://hom.localhost').pathname).toBe('/mibd/user/upload_avatar');
  });
});

describe('the descriptors builds use (contract-calls-plugin.ts)', () => {
  const refs = new Map(callRefsOf(contract));

  it('are every call of the contract, reduced to method and path', () => {
    expect(refs.get('searchProducts')).toEqual({ method: 'POST', path: '/mibd/product/search' });
    expect(refs.get('userRole')).toEqual({ method: 'GET', path: '/mibd/common/user_role' });
    expect(refs.size).toBeGreaterThan(40);
    for (const [name, ref] of refs) {
      const full = (contract as Record<string, unknown>)[name] as typeof ref;
      expect(ref, name).toEqual({ method: full.method, path: full.path });
    }
    expect(refs.has('RouteTable')).toBe(false);
    expect(refs.has('imageUrl')).toBe(false);
  });

  it('shadow the descriptors in a facade that re-exports the rest of the contract', () => {
    const [all, reduced] = facadeModule(contract, '/contract/index.ts').split('\n');
    expect(all).toBe('export * from "/contract/index.ts";');
    expect(reduced).toMatch(
      /^export \{ .*\bsearchProducts\b.* \} from ".*portal-contract-call-refs";$/,
    );
    const code = callRefsModule(contract);
    expect(code).toContain(
      'export const searchProducts = {"method":"POST","path":"/mibd/product/search"};',
    );
    expect(code).not.toMatch(/zod|response|body/);
  });
});
