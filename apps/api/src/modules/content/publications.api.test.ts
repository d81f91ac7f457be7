import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ErrorCode,
  Messages,
  type Publication,
  publicationList,
  publicationPdf,
  readFile,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../test/fixtures/call';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { chapters, dimensions } from './publication-pdf';

const t = useTestApp({ catalog: true });

const get = (url: string, host = 'hom.localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host } });
const issues = async (kind: string, host?: string) =>
  (await get(`${publicationList.path}?kind=${kind}`, host)).json().val.list as Publication[];

describe('publication list', () => {
  it("lists a brand's magazines newest first, with drawn covers, leaving out empty issues", async () => {
    const list = await issues('magazine');
    expect(list.map((i) => i.slug)).toEqual([
      'spring-2026',
      'winter-2025',
      'fall-2025',
      'summer-2025',
    ]);
    expect(list.every((i) => i.product_count > 0)).toBe(true);
    const cover = await get(
      `${pathOf(readFile, { block_id: 'publication', file_name: list[0]!.cover })}?width=300`,
    );
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.headers['cache-control']).toContain('immutable');
    // Jonathan Charles has no bedroom piece in the fixture: its bedroom issue is not offered.
    expect((await issues('magazine', 'jc.localhost')).map((i) => i.slug)).not.toContain(
      'fall-2025',
    );
  });

  it('counts only the products the site shows', async () => {
    const hom = (await issues('catalog')).find((i) => i.slug === 'complete-2026')!;
    const ca = (await issues('catalog', 'ca.localhost')).find((i) => i.slug === 'complete-2026')!;
    // CA: two sofas and one bed are available; the unavailable bed and the retired table are not.
    expect(ca.product_count).toBe(3);
    expect(hom.product_count).toBeGreaterThan(ca.product_count);
  });
});

describe('publication PDF', () => {
  it('draws the issue as a PDF once and serves the cached file afterwards', async () => {
    const issue = (await issues('catalog', 'ca.localhost')).find(
      (i) => i.slug === 'complete-2026',
    )!;
    const first = await get(issue.pdf_url, 'ca.localhost');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe('inline; filename="ca-complete-2026.pdf"');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = first.rawPayload.toString('latin1');
    // Cover, contents, one page of sofas and one of beds.
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(4);
    expect(text).not.toMatch(/\$\s?\d/);

    const dir = path.join(t.config.dataDir, 'cache', 'publications', 'ca');
    const cached = await fs.readdir(dir);
    expect(cached).toHaveLength(1);
    const again = await get(issue.pdf_url, 'ca.localhost');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await fs.readdir(dir)).toEqual(cached);
  });

  it("refuses another brand's issue and an unknown one", async () => {
    const issue = (await issues('magazine', 'ca.localhost'))[0]!;
    const other = (await get(issue.pdf_url, 'jc.localhost')).json();
    expect(other).toEqual({ err: ErrorCode.NOT_FOUND, errmsg: Messages.notFound, val: null });
    expect((await get(pathOf(publicationPdf, { file: 'x.pdf' }))).json().err).toBe(
      ErrorCode.BAD_REQUEST,
    );
  });
});

describe('PDF layout helpers', () => {
  const p = (category: string) => ({
    sku_number: 'X',
    name: 'X',
    image: 'x.jpg',
    width: '84.00',
    length: '38.50',
    height: '34.00',
    category,
    collection: null,
  });
  it('numbers chapters after the cover and contents, six products a page', () => {
    const parts = chapters([...Array.from({ length: 7 }, () => p('Sofas')), p('Beds')]);
    expect(parts.map((c) => [c.name, c.products.length, c.firstPage])).toEqual([
      ['Sofas', 7, 3],
      ['Beds', 1, 5],
    ]);
  });
  it('writes dimensions in inches', () => {
    expect(dimensions(p('Sofas'))).toBe('W 84" × D 38.5" × H 34"');
  });
});
