import { type BrandCode, imageUrl } from '@portal/contract';
import { scopeFor } from './catalog.service';
import type { CategoryCountRow, NavigationRepository } from './navigation.repository';
import type { CatalogScope } from './search-types';

const toCategory = (row: CategoryCountRow) => ({
  slug: row.slug,
  name: row.name,
  count: Number(row.count),
  image: row.image
    ? imageUrl('product', row.image, 300)
    : imageUrl('product', 'placeholder.png', 300),
  rooms: row.rooms,
});

export class NavigationService {
  constructor(private readonly repo: NavigationRepository) {}

  menus(brand: BrandCode) {
    return this.repo.menus(brand);
  }

  async categories(brand: BrandCode, limit?: number) {
    const rows = await this.repo.categoryCounts(scopeFor(brand));
    const list = rows.map(toCategory);
    return limit ? [...list].sort((a, b) => b.count - a.count).slice(0, limit) : list;
  }

  /** Categories grouped by product brand (HOM lists every brand; Rowe only its own). */
  async brandCategories(scope: CatalogScope) {
    const [rows, names] = [
      await this.repo.categoryCounts(scope, true),
      await this.repo.brandNames(),
    ];
    const groups = new Map<string, ReturnType<typeof toCategory>[]>();
    for (const row of rows) {
      const id = row.brand_id ?? '';
      groups.set(id, [...(groups.get(id) ?? []), toCategory(row)]);
    }
    return [...groups].map(([brand_id, categories]) => ({
      brand_id,
      name: names[brand_id] ?? brand_id,
      categories,
    }));
  }
}
