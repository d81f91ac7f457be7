import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type PrerenderInput, prerenderEntry } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Prerenderers } from './prerender';

/** A stand-in server build that counts its renders (in a global, across module copies). */
const BUILD = (label: string) => `export const prerender = async (input) => {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  return '${label}:' + input.url + ':' + globalThis.__renders;
};`;

let dist: string;
const request = { log: { warn: () => {} } } as unknown as FastifyRequest;
const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;
const input = (over: Partial<PrerenderInput> = {}): PrerenderInput => ({
  url: '/productList',
  route: 'productList',
  params: {},
  firstPage: { key: '{}', val: { total: 1 } },
  viewport: 'narrow',
  origin: { protocol: 'http:', port: '' },
  ...over,
});

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'prerender-'));
  await fs.mkdir(path.dirname(path.join(dist, prerenderEntry('hom'))), { recursive: true });
  await fs.writeFile(path.join(dist, prerenderEntry('hom')), BUILD('v1'));
});
afterAll(() => fs.rm(dist, { recursive: true, force: true }));

describe('Prerenderers', () => {
  it('renders a page once while its data is unchanged, for at most 30 s', async () => {
    let now = 1_000_000;
    const pre = new Prerenderers(dist, () => now);
    const before = renders();
    const first = await pre.render(request, 'hom', input());
    expect(await pre.render(request, 'hom', input())).toBe(first);
    expect(renders() - before).toBe(1);
    // Other data, layout or address: rendered again.
    await pre.render(request, 'hom', input({ firstPage: { key: '{}', val: { total: 2 } } }));
    await pre.render(request, 'hom', input({ viewport: 'wide' }));
    await pre.render(request, 'hom', input({ url: '/productList?page=2' }));
    expect(renders() - before).toBe(4);
    now += 30_001;
    expect(await pre.render(request, 'hom', input({ viewport: 'wide' }))).not.toBe(first);
    expect(renders() - before).toBe(5);
  });

  it('takes a rebuilt server build at once, and renders nothing without one', async () => {
    const pre = new Prerenderers(dist);
    expect(await pre.render(request, 'hom', input())).toMatch(/^v1:/);
    const file = path.join(dist, prerenderEntry('hom'));
    await fs.writeFile(file, BUILD('v2'));
    const later = new Date(Date.now() + 5_000);
    await fs.utimes(file, later, later);
    expect(await pre.render(request, 'hom', input())).toMatch(/^v2:/);
    expect(await pre.render(request, 'ca', input())).toBeNull();
  });
});
