import { Link } from 'react-router';
import { CatalogTexts } from './catalog-texts';
import classes from './list-pagination.module.css';

interface ListPaginationProps {
  page: number;
  last: number;
  /** The address of a page (the list's query with `page` set). */
  hrefOf: (page: number) => string;
}

/** Pages to show: the first, the last, and the current one with a neighbour each side. */
export function pageWindow(page: number, last: number, siblings = 1): (number | 'gap')[] {
  const pages = new Set([1, last]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || p - previous === 1) return [p];
    return p - previous === 2 ? [previous + 1, p] : ['gap' as const, p];
  });
}

/** Links to the list's pages: real addresses (open in a new tab, share) that keep the filters. */
export function ListPagination({ page, last, hrefOf }: ListPaginationProps) {
  const step = (target: number, label: string, text: string) =>
    target < 1 || target > last ? (
      <span className={classes.item} aria-hidden="true" data-disabled>
        {text}
      </span>
    ) : (
      <Link className={classes.item} to={hrefOf(target)} aria-label={label}>
        {text}
      </Link>
    );
  return (
    <nav className={classes.pages} aria-label={CatalogTexts.pagination}>
      {step(page - 1, CatalogTexts.previousPage, '‹')}
      {pageWindow(page, last).map((p, i) =>
        p === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap${i}`} className={classes.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            className={classes.item}
            to={hrefOf(p)}
            aria-label={CatalogTexts.pageLabel(p)}
            aria-current={p === page ? 'page' : undefined}
          >
            {p}
          </Link>
        ),
      )}
      {step(page + 1, CatalogTexts.nextPage, '›')}
    </nav>
  );
}
