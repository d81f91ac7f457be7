import type { FooterGroup, MenuNode } from '@portal/contract';
import type { Database } from '../../db/database';
import type { CatalogScope } from './catalog.repository';
import { Where } from './search-sql';

export interface CategoryCountRow {
  slug: string;
  name: string;
  rooms: string[];
  count: string;
  image: string | null;
  brand_id?: string;
}

/** Menus, footers and category counts: the navigation side of the catalogue. */
export class NavigationRepository {
  constructor(private readonly db: Database) {}

  async menus(
    brandCode: string,
  ): Promise<{ menu: MenuNode[]; pad: MenuNode[]; footer: FooterGroup[] }> {
    const { rows } = await this.db.query<{ kind: string; tree: unknown }>(
      'SELECT kind, tree FROM brand_menus WHERE brand_code = $1',
      [brandCode],
    );
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, r.tree]));
    return {
      menu: (byKind.menu as MenuNode[]) ?? [],
      pad: (byKind.pad as MenuNode[]) ?? (byKind.menu as MenuNode[]) ?? [],
      footer: (byKind.footer as FooterGroup[]) ?? [],
    };
  }

  /** Categories that have products in scope, with counts and one picture each. */
  async categoryCounts(scope: CatalogScope, byBrand = false): Promise<CategoryCountRow[]> {
    const w = new Where();
    w.add(() => `p.status <> '3'`);
    if (scope.brandId) w.add((p) => `p.brand_id = ${p(scope.brandId)}`);
    if (scope.flashOnly) w.add(() => 'p.is_flash_deal');
    const brandCol = byBrand ? 'p.brand_id,' : '';
    const { rows } = await this.db.query<CategoryCountRow>(
      `SELECT ${byBrand ? 'f.brand_id,' : ''} c.slug, c.name, c.rooms, f.count, pi.image
       FROM (SELECT ${brandCol} p.category_id, count(*) AS count, min(p.id) AS first_id
             FROM products p ${w.toSql()} GROUP BY ${brandCol} p.category_id) f
       JOIN categories c ON c.id = f.category_id
       LEFT JOIN products pi ON pi.id = f.first_id
       ORDER BY ${byBrand ? 'f.brand_id,' : ''} c.sort, c.name`,
      w.params,
    );
    return rows;
  }

  async brandNames(): Promise<Record<string, string>> {
    const { rows } = await this.db.query<{ brand_id: string; name: string }>(
      'SELECT DISTINCT ON (brand_id) brand_id, name FROM brands ORDER BY brand_id, code',
    );
    return Object.fromEntries(rows.map((r) => [r.brand_id, r.name]));
  }
}
