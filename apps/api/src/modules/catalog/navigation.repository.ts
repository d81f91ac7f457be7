import type { FooterGroup, MenuNode } from '@portal/contract';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { brandMenus, brands, categories, products } from '../../db/schema/catalog';
import type { Row } from '../../db/schema/rows';
import type { CatalogScope } from './search-types';

/** A category with products in scope, how many, and one picture (of its first product). */
export type CategoryCountRow = Pick<Row<typeof categories>, 'slug' | 'name' | 'rooms'> & {
  count: number;
  image: Row<typeof products>['image'] | null;
  /** Only when counted per product brand. */
  brand_id?: Row<typeof products>['brand_id'];
};

const firstProduct = alias(products, 'pi');

/** Menus, footers and category counts: the navigation side of the catalogue. */
export class NavigationRepository {
  constructor(private readonly db: Database) {}

  async menus(
    brandCode: string,
  ): Promise<{ menu: MenuNode[]; pad: MenuNode[]; footer: FooterGroup[] }> {
    const rows = await this.db.orm
      .select({ kind: brandMenus.kind, tree: brandMenus.tree })
      .from(brandMenus)
      .where(eq(brandMenus.brand_code, brandCode));
    const byKind: Partial<Record<Row<typeof brandMenus>['kind'], unknown>> = Object.fromEntries(
      rows.map((r) => [r.kind, r.tree]),
    );
    return {
      menu: (byKind.menu as MenuNode[]) ?? [],
      pad: (byKind.pad as MenuNode[]) ?? (byKind.menu as MenuNode[]) ?? [],
      footer: (byKind.footer as FooterGroup[]) ?? [],
    };
  }

  /** Categories that have products in scope, with counts and one picture each. */
  async categoryCounts(scope: CatalogScope, byBrand = false): Promise<CategoryCountRow[]> {
    const inScope: SQL[] = [ne(products.status, '3')];
    if (scope.brandId) inScope.push(eq(products.brand_id, scope.brandId));
    if (scope.flashOnly) inScope.push(sql`${products.is_flash_deal}`);
    const brand = byBrand ? sql`f.brand_id,` : sql``;
    const groups = byBrand
      ? sql`${products.brand_id}, ${products.category_id}`
      : sql`${products.category_id}`;
    // Typed SQL: the grouping (per brand or not) changes the shape of the inner query.
    const { rows } = await this.db.orm.execute<CategoryCountRow>(sql`
      SELECT ${brand} ${categories.slug}, ${categories.name}, ${categories.rooms}, f.count,
        ${firstProduct.image}
      FROM (SELECT ${groups}, count(*)::int AS count, min(${products.id}) AS first_id
            FROM ${products} WHERE ${and(...inScope)} GROUP BY ${groups}) f
      JOIN ${categories} ON ${categories.id} = f.category_id
      LEFT JOIN ${products} ${firstProduct} ON ${firstProduct.id} = f.first_id
      ORDER BY ${brand} ${categories.sort}, ${categories.name}`);
    return rows;
  }

  async brandNames(): Promise<Record<string, string>> {
    const rows = await this.db.orm
      .selectDistinctOn([brands.brand_id], { brand_id: brands.brand_id, name: brands.name })
      .from(brands)
      .orderBy(brands.brand_id, brands.code);
    return Object.fromEntries(rows.map((r) => [r.brand_id, r.name]));
  }
}
