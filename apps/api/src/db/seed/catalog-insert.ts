import { BrandCodes, Brands, type ProductBrandId, ProductBrandIds, Rooms } from '@portal/contract';
import type { Orm } from '../database';
import { brands, categories, collections, rooms } from '../schema';
import { PARENT_CATEGORIES, parentRooms, parentShape } from './categories';
import { COLLECTIONS } from './collections-data';
import type { CollectionRef } from './product-generator';
import { collectionImageName } from './seed-images';

export interface SeededCollection extends CollectionRef {
  brandId: ProductBrandId;
  image: string;
}

export interface CatalogueIds {
  categoryIds: Map<string, number>;
  collections: Record<ProductBrandId, SeededCollection[]>;
  counts: { brands: number; rooms: number; categories: number; collections: number };
}

/** Brands, rooms, categories (parents, then their children) and portfolios. */
export const insertCatalogue = async (tx: Orm): Promise<CatalogueIds> => {
  await tx.insert(brands).values(
    BrandCodes.map((code) => ({
      code,
      name: Brands[code].name,
      brand_id: Brands[code].brandId,
      host: Brands[code].defaultHost,
      tagline: Brands[code].tagline,
    })),
  );
  await tx.insert(rooms).values(Rooms.map((r, i) => ({ code: r.code, name: r.name, sort: i })));

  const categoryIds = new Map<string, number>();
  let sort = 0;
  for (const p of PARENT_CATEGORIES) {
    const [parent] = await tx
      .insert(categories)
      .values({ slug: p.slug, name: p.name, shape: parentShape(p), rooms: parentRooms(p), sort })
      .returning({ id: categories.id });
    sort += 1;
    categoryIds.set(p.slug, parent!.id);
    const children = await tx
      .insert(categories)
      .values(
        p.children.map((c, i) => ({
          slug: c.slug,
          name: c.name,
          parent_id: parent!.id,
          shape: c.shape,
          rooms: [...c.rooms],
          sort: sort + i,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    sort += p.children.length;
    for (const c of children) categoryIds.set(c.slug, c.id);
  }

  const inserted = await tx
    .insert(collections)
    .values(
      ProductBrandIds.flatMap((brandId) =>
        COLLECTIONS[brandId].map((c) => ({
          brand_id: brandId,
          slug: c.slug,
          name: c.name,
          description: c.description,
          image: collectionImageName(brandId, c.slug),
        })),
      ),
    )
    .returning();
  const byBrand = Object.fromEntries(ProductBrandIds.map((b) => [b, []])) as unknown as Record<
    ProductBrandId,
    SeededCollection[]
  >;
  // Ids follow the insert order; sorting by them keeps later random picks deterministic.
  for (const c of [...inserted].sort((a, b) => a.id - b.id)) {
    const brandId = c.brand_id as ProductBrandId;
    byBrand[brandId].push({ id: c.id, slug: c.slug, name: c.name, brandId, image: c.image ?? '' });
  }
  return {
    categoryIds,
    collections: byBrand,
    counts: {
      brands: BrandCodes.length,
      rooms: Rooms.length,
      categories: categoryIds.size,
      collections: inserted.length,
    },
  };
};
