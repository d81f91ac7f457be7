import type { BrandCode, ProductDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { SmartLink } from '../../../components/smart-link';
import { AvailabilityNames, CatalogTexts } from './catalog-texts';
import classes from './product-detail.module.css';
import { collectionHref } from './product-href';

const inches = (value: number) => `${Number(value.toFixed(2))}″`;

/** 'W 79.5″ × D 38″ × H 31″' (width, depth, height in inches). */
export const dimensionsText = (
  p: Pick<ProductDetail, 'product_width' | 'product_length' | 'product_height'>,
) => `W ${inches(p.product_width)} × D ${inches(p.product_length)} × H ${inches(p.product_height)}`;

/** Dimensions, materials, finishes and collection of a product. */
export function ProductFacts({ product, brand }: { product: ProductDetail; brand: BrandCode }) {
  const collection = product.collection;
  const href = collection ? collectionHref(brand, collection.slug) : null;
  const rows: { term: string; value: ReactNode }[] = [
    { term: CatalogTexts.sku, value: product.sku_number },
    { term: CatalogTexts.availability, value: AvailabilityNames[product.availability] },
    { term: CatalogTexts.dimensions, value: dimensionsText(product) },
  ];
  if (product.materials.length)
    rows.push({ term: CatalogTexts.materials, value: product.materials.join(', ') });
  if (product.finishes.length)
    rows.push({ term: CatalogTexts.finishes, value: product.finishes.join(', ') });
  if (collection) {
    const name = collection.name;
    rows.push({
      term: CatalogTexts.collection,
      value: href ? <SmartLink to={href}>{name}</SmartLink> : name,
    });
  }
  return (
    <dl className={classes.facts}>
      {rows.map(({ term, value }) => (
        <div key={term} className={classes.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
