import { Button, Container, Title } from '@mantine/core';
import type { BrandCode } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import { useHotProducts, useIndexCategories } from '../hooks/use-landing-catalogue';
import { CatalogTexts } from './catalog-texts';
import classes from './landing-catalogue.module.css';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { categoryHref, listHref } from './product-href';
import { TilePicture } from './tile-picture';

const HOT = 8;
const TILES = 8;

interface LandingCatalogueProps {
  brand: BrandCode;
  signedIn: boolean;
}

/** Below a landing's hero: featured products (hot_product) and category tiles. */
export default function LandingCatalogue({ brand, signedIn }: LandingCatalogueProps) {
  const hot = useHotProducts(HOT);
  const categories = useIndexCategories(TILES);
  return (
    <Container size="lg" className={classes.wrap}>
      {categories.data?.length !== 0 && (
        <section className={classes.section} aria-labelledby="landing-categories">
          <Title order={2} id="landing-categories" className={classes.title}>
            {CatalogTexts.shopByCategory}
          </Title>
          <ul className={classes.tiles}>
            {(categories.data ?? Array.from({ length: TILES }, () => null)).map((tile, i) => (
              <li key={tile?.slug ?? i}>
                {tile ? (
                  <SmartLink to={categoryHref(brand, tile.slug)} className={classes.tile}>
                    <TilePicture src={tile.image} className={classes.tileMedia} />
                    <span className={classes.tileName}>{tile.name}</span>
                  </SmartLink>
                ) : (
                  <span className={classes.tileSkeleton} />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {hot.data?.length !== 0 && (
        <section className={classes.section} aria-labelledby="landing-featured">
          <div className={classes.head}>
            <Title order={2} id="landing-featured" className={classes.title}>
              {CatalogTexts.featured}
            </Title>
            <Button
              component={SmartLink}
              to={listHref(brand)}
              variant="subtle"
              className={classes.browseAll}
              data-testid="browse-all"
            >
              {CatalogTexts.browseAll}
            </Button>
          </div>
          {hot.data ? (
            <ProductGrid products={hot.data} brand={brand} signedIn={signedIn} lazyAll />
          ) : (
            <ProductGridSkeleton
              count={HOT}
              label="Loading featured products"
              flashStock={brand === 'FFD'}
            />
          )}
        </section>
      )}
    </Container>
  );
}
