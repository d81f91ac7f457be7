import { Button, Container, Text } from '@mantine/core';
import type { BrandCode, ProductDetail } from '@portal/contract';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { WhenVisible } from '../../../components/when-visible';
import { useProductDetail } from '../hooks/use-product-detail';
import { CatalogTexts } from './catalog-texts';
import { DimensionOutline } from './dimension-outline';
import { type ProductActionSlots, ProductActions } from './product-actions';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import classes from './product-detail.module.css';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { listHref } from './product-href';
import { ProductPrice } from './product-price';
import { StatusTag } from './status-tag';
import { flashStockNote } from './stock-note';

/** Below the fold: its code and calls wait until the reader scrolls near (CLS 0, entry budget). */
const ProductRelated = lazy(() => import('./product-related'));

interface ProductDetailScreenProps {
  sku: string;
  brand: BrandCode;
  signedIn: boolean;
  /** Page title suffix of the brand ('Caracole'). */
  titleSuffix: string;
  actions?: ProductActionSlots;
}

function Message({
  title,
  brand,
  children,
}: {
  title: string;
  brand: BrandCode;
  children?: ReactNode;
}) {
  return (
    <Container size="sm" className={classes.message}>
      <PageHeading className={classes.messageTitle}>{title}</PageHeading>
      {children}
      <Button component={SmartLink} to={listHref(brand)} variant="default" mt="xl">
        {CatalogTexts.backToProducts}
      </Button>
    </Container>
  );
}

function Loading() {
  return (
    <Container
      size="lg"
      className={classes.screen}
      role="status"
      aria-label={CatalogTexts.loadingProduct}
    >
      <div className={classes.layout}>
        <div className={classes.skGallery} />
        <div>
          <div className={classes.skLine} style={{ width: '30%' }} />
          <div className={classes.skLine} style={{ width: '80%', height: 36 }} />
          <div className={classes.skLine} style={{ width: '50%' }} />
        </div>
      </div>
    </Container>
  );
}

/** A product page: gallery, name, status, price by role, facts and the role-gated actions. */
export function ProductDetailScreen(props: ProductDetailScreenProps) {
  const { sku, brand, signedIn, titleSuffix, actions } = props;
  const { data: product, isPending, isError, refetch } = useProductDetail(sku);

  useEffect(() => {
    if (product) document.title = `${product.name} | ${titleSuffix}`;
  }, [product, titleSuffix]);

  if (!sku || product === null)
    return <Message title={CatalogTexts.productNotExist} brand={brand} />;
  if (isError)
    return (
      <Message title={CatalogTexts.productLoadFailed} brand={brand}>
        <Button variant="subtle" mt="md" onClick={() => void refetch()}>
          {CatalogTexts.tryAgain}
        </Button>
      </Message>
    );
  if (isPending || !product) return <Loading />;
  if (product.availability === 'taken_down')
    return (
      <Message title={CatalogTexts.productNoLongerAvailable} brand={brand}>
        <Text c="dimmed" mt="sm">
          {product.name} ({product.sku_number})
        </Text>
      </Message>
    );
  return <ProductView product={product} brand={brand} signedIn={signedIn} actions={actions} />;
}

interface ProductViewProps {
  product: ProductDetail;
  brand: BrandCode;
  signedIn: boolean;
  actions?: ProductActionSlots;
}

function ProductView({ product, brand, signedIn, actions }: ProductViewProps) {
  const images = product.images.length ? product.images : [product.image];
  const stock = brand === 'FFD' ? flashStockNote(product.cash_stock) : null;
  return (
    <Container size="lg" className={classes.screen}>
      <ProductBreadcrumbs product={product} brand={brand} />
      <div className={classes.layout}>
        <ProductGallery images={images} name={product.name} />
        <div className={classes.info}>
          <Text className={classes.eyebrow}>{product.category}</Text>
          <PageHeading className={classes.name}>{product.name}</PageHeading>
          {(product.status_tag || stock) && (
            <div className={classes.status}>
              {/* FFD sells from cash stock: its line replaces the warehouse tag (never both). */}
              {!stock && <StatusTag tag={product.status_tag} />}
              {stock && (
                <span className={classes.stock} data-tone={stock.tone} data-testid="flash-stock">
                  {stock.text}
                </span>
              )}
            </div>
          )}
          <div className={classes.priceBlock}>
            <ProductPrice product={product} signedIn={signedIn} size="lg" />
          </div>
          <ProductActions product={product} slots={actions} />
          <ProductFacts product={product} brand={brand} />
          <DimensionOutline
            width={product.product_width}
            depth={product.product_length}
            height={product.product_height}
          />
          {product.description && (
            <Text className={classes.description}>{product.description}</Text>
          )}
        </div>
      </div>
      <WhenVisible>
        <Suspense fallback={null}>
          <ProductRelated product={product} brand={brand} signedIn={signedIn} />
        </Suspense>
      </WhenVisible>
    </Container>
  );
}
