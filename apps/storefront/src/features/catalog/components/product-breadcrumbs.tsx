import type { BrandCode, ProductDetail } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import classes from './product-extras.module.css';
import { categoryHref, listHref } from './product-href';

/** Home › Products › Category › Product: where the page sits, each step a link back. */
export function ProductBreadcrumbs({
  product,
  brand,
}: {
  product: ProductDetail;
  brand: BrandCode;
}) {
  return (
    <nav aria-label="Breadcrumb" className={classes.crumbs} data-testid="breadcrumbs">
      <ol>
        <li>
          <SmartLink to="/home">Home</SmartLink>
        </li>
        <li>
          <SmartLink to={listHref(brand)}>Products</SmartLink>
        </li>
        {product.category_slug && (
          <li>
            <SmartLink to={categoryHref(brand, product.category_slug)}>
              {product.category}
            </SmartLink>
          </li>
        )}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  );
}
