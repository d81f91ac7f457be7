import {
  type BrandCode,
  type ProductCard as Card,
  type ProductDetail,
  pairedCategories,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { productHref } from '../../../lib/product-href';
import { searchProducts } from '../api/search-products';
import { ProductCard } from './product-card';
import classes from './product-extras.module.css';

const SHOWN = 4;

interface RelatedProps {
  product: ProductDetail;
  brand: BrandCode;
  signedIn: boolean;
}

function Row({
  title,
  testId,
  products,
  brand,
  signedIn,
}: {
  title: string;
  testId: string;
  products: Card[];
  brand: BrandCode;
  signedIn: boolean;
}) {
  if (!products.length) return null;
  return (
    <section className={classes.related} data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      <ul className={classes.relatedGrid}>
        {products.map((p) => (
          <li key={p.sku_number}>
            <ProductCard
              product={p}
              href={productHref(brand, p.sku_number)}
              signedIn={signedIn}
              flashStock={brand === 'FFD'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Below the product: more pieces of its collection, and pieces of the categories that go with it
 * (the pairing graph Cara uses, packages/contract pairings.ts). Loaded when scrolled near.
 */
export default function ProductRelated({ product, brand, signedIn }: RelatedProps) {
  const collection = product.collection;
  const paired = product.category_slug ? pairedCategories(product.category_slug).slice(0, 3) : [];
  const more = useQuery({
    queryKey: ['catalog', 'related', 'collection', brand, collection?.slug],
    queryFn: ({ signal }) => searchProducts({ Collection: [collection?.slug ?? ''] }, signal),
    enabled: Boolean(collection),
    staleTime: 60_000,
  });
  const room = useQuery({
    queryKey: ['catalog', 'related', 'room', brand, paired],
    queryFn: ({ signal }) => searchProducts({ Category: [...paired] }, signal),
    enabled: paired.length > 0,
    staleTime: 60_000,
  });
  const others = (list: Card[] | undefined) =>
    (list ?? []).filter((p) => p.sku_number !== product.sku_number).slice(0, SHOWN);
  return (
    <>
      {collection && (
        <Row
          title={`More from the ${collection.name} collection`}
          testId="more-from-collection"
          products={others(more.data?.list)}
          brand={brand}
          signedIn={signedIn}
        />
      )}
      <Row
        title="Complete the room"
        testId="complete-the-room"
        products={others(room.data?.list)}
        brand={brand}
        signedIn={signedIn}
      />
    </>
  );
}
