import { Button, Container, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type BrandCode,
  type ListRouteSpec,
  type ListState,
  listRouteSpec,
  type ProductCard,
  toSearchBody,
} from '@portal/contract';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useNarrowViewport } from '../../../lib/use-viewport';
import { FacetKeys, type SearchResult } from '../api/search-products';
import { carriedFields } from '../hooks/list-url-state';
import { useListState } from '../hooks/use-list-state';
import { useProductSearch } from '../hooks/use-product-search';
import { ActiveFilters } from './active-filters';
import { CatalogTexts, humanizeSlug } from './catalog-texts';
import { FILTERS_PANEL_ID, FiltersPanel } from './filters-panel';
import { chosenFilters, clearedFilters, ListFilters } from './list-filters';
import { ListPagination } from './list-pagination';
import { ProductGrid, ProductGridSkeleton, useCardPasses } from './product-grid';
import classes from './product-list.module.css';
import { SortSelect } from './sort-select';

const FiltersDrawer = lazy(() => import('./filters-drawer'));

const NO_CARDS: readonly ProductCard[] = [];

interface ProductListScreenProps {
  /** The contract route name of the screen (productList, productCaracole, FFDSearch, ...). */
  routeName: string;
  brand: BrandCode;
  signedIn: boolean;
  /** A card's action over its picture (app/: the workspace's Add to project). */
  cardAction?: (product: ProductCard) => ReactNode;
}

function headingOf(spec: ListRouteSpec, state: ListState, result?: SearchResult): string {
  if (state.keyWord && (spec.search || !spec.titleSlug))
    return CatalogTexts.searchHeading(state.keyWord);
  if (!spec.titleSlug) return spec.title;
  const { key, slug } = spec.titleSlug;
  const facet =
    key === 'Category' ? result?.facets.Category.find((f) => f.value === slug) : undefined;
  return facet?.name ?? humanizeSlug(slug);
}

/** Every product list and search result: heading, filters, sort, 48 cards a page, pages. */
export function ProductListScreen({
  routeName,
  brand,
  signedIn,
  cardAction,
}: ProductListScreenProps) {
  const { type, identifying } = useParams();
  const { search } = useLocation();
  const spec = useMemo(
    () =>
      listRouteSpec({ name: routeName, params: { type, identifying } }) ??
      (listRouteSpec({ name: 'productList', params: {} }) as ListRouteSpec),
    [routeName, type, identifying],
  );
  const { state, update, hrefFor } = useListState(spec);
  // Fields of the forms (sort, price) that keep the rest of the address when sent natively.
  const carried = (omit: readonly string[]) =>
    carriedFields(hrefFor({ page: 1 }).split('?')[1] ?? '', omit);
  const body = useMemo(() => toSearchBody(state, spec, brand), [state, spec, brand]);
  const { data: result, isPending, isPlaceholderData, isError, refetch } = useProductSearch(body);
  // The cards rendered so far: the first screenful of this answer at once, the rest right after.
  const cards = useCardPasses(result?.list ?? NO_CARDS);
  // The answer to this address is on screen in full: not the previous one (kept, dimmed, while
  // this one loads), not a part of it, not a failure.
  const loaded = result !== undefined && !isPlaceholderData && cards.complete;
  const wide = !useNarrowViewport();
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const groups = FacetKeys.filter(
    (key) => !spec.fixed.includes(key) && (key !== 'Brand' || brand === 'HOM'),
  );
  const chosen = chosenFilters(state);
  const filters = (
    <ListFilters
      state={state}
      result={result}
      groups={groups}
      hrefFor={hrefFor}
      onChange={update}
      carried={carried}
    />
  );
  const searching = Boolean(state.keyWord) || spec.search;

  let content: ReactNode;
  if (isPending) {
    content = (
      <ProductGridSkeleton label={CatalogTexts.loadingProducts} flashStock={brand === 'FFD'} />
    );
  } else if (!result) {
    content = (
      <div className={classes.empty} role="alert">
        <Text>{CatalogTexts.loadFailed}</Text>
        {isError && (
          <Button variant="default" mt="md" onClick={() => void refetch()}>
            {CatalogTexts.tryAgain}
          </Button>
        )}
      </div>
    );
  } else if (result.total > 0 && result.list.length === 0) {
    // A page past the last one (an old link): offer the first page.
    content = (
      <div className={classes.empty} data-testid="list-empty">
        <Text size="lg">{CatalogTexts.noItems}</Text>
        <Button variant="default" mt="md" onClick={() => update({ page: 1 })}>
          {CatalogTexts.firstPage}
        </Button>
      </div>
    );
  } else if (result.total === 0) {
    content = (
      <div className={classes.empty} data-testid="list-empty">
        <Text size="lg">{searching ? CatalogTexts.nothingFound : CatalogTexts.noItems}</Text>
        {chosen > 0 && (
          <Button
            component={Link}
            to={hrefFor({ ...clearedFilters, page: 1 })}
            preventScrollReset
            variant="default"
            mt="md"
          >
            {CatalogTexts.clearFilters}
          </Button>
        )}
      </div>
    );
  } else {
    content = (
      <ProductGrid
        products={result.list}
        shown={cards.shown}
        brand={brand}
        signedIn={signedIn}
        stale={isPlaceholderData}
        cardAction={cardAction}
      />
    );
  }

  return (
    <Container size="lg" className={classes.screen}>
      <header className={classes.head}>
        <PageHeading className={classes.title}>{headingOf(spec, state, result)}</PageHeading>
        <p className={classes.count} aria-live="polite" data-testid="result-count">
          {result ? CatalogTexts.resultCount(result.total) : '\u00a0'}
        </p>
      </header>
      <div className={classes.layout} data-sidebar={wide || undefined}>
        {wide && <aside className={classes.sidebar}>{filters}</aside>}
        <section
          className={classes.results}
          aria-label="Products"
          // The address whose answer is on screen, all of it (browser tests wait for it); none
          // while the previous answer stays on screen or this one is still being rendered.
          data-loaded={loaded ? search || '?' : undefined}
          aria-busy={loaded || (!result && !isPending) ? undefined : true}
        >
          <div className={classes.toolbar}>
            {/* Rendered on wide screens too, and hidden there by CSS like the sidebar on
                narrow ones: a prerender made for the wrong guess (a narrow desktop window, an
                iPad) paints the right layout before the script corrects the markup. */}
            {/* Before the scripts run it opens the panel below by itself (popovertarget); after,
                it opens the drawer instead (decision 052). */}
            <Button
              className={classes.narrowOnly}
              variant="default"
              size="sm"
              popoverTarget={wide ? undefined : FILTERS_PANEL_ID}
              onClick={(event) => {
                event.preventDefault();
                setDrawerUsed(true);
                drawer.open();
              }}
            >
              {CatalogTexts.filters}
              {chosen > 0 ? ` (${chosen})` : ''}
            </Button>
            {wide && (
              <div className={classes.wideOnly}>
                <ActiveFilters state={state} result={result} groups={groups} hrefFor={hrefFor} />
              </div>
            )}
            {/* One message at a time: near matches, or 'Nothing found' below (issue 18). */}
            {result?.fuzzy && result.total > 0 && (
              <Text className={classes.note}>{CatalogTexts.fuzzyNote}</Text>
            )}
            <div className={classes.sort}>
              <SortSelect
                value={state.sort}
                onChange={(sort) => update({ sort })}
                priced={result?.priced ?? false}
                searching={searching}
                carried={carried(['sort', 'page'])}
              />
            </div>
          </div>
          {content}
          {result && result.last_page > 1 && (
            <ListPagination
              page={state.page}
              last={result.last_page}
              hrefOf={(page) => hrefFor({ page })}
            />
          )}
        </section>
      </div>
      {!wide && (
        <FiltersPanel total={result?.total ?? 0}>{drawerUsed ? null : filters}</FiltersPanel>
      )}
      {!wide && drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={drawerOpen} onClose={drawer.close} total={result?.total ?? 0}>
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
    </Container>
  );
}
