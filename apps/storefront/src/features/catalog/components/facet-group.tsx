import { UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import type { FacetValue } from '../api/search-products';
import { CatalogTexts } from './catalog-texts';
import classes from './list-filters.module.css';

interface FacetGroupProps {
  title: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  /** The list's address with this group's values set to `next` (decision 052). */
  hrefOf: (next: string[]) => string;
  /** Display name of a value when the facet sends none (availability). */
  nameOf?: (value: FacetValue) => string;
  /** Values shown before "Show more". */
  limit?: number;
}

/** Space toggles a checkbox; on a link it would scroll the page. */
const spaceClicks = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * One filter group: a checkbox per value with its count (counted with the other filters). Each
 * checkbox is a link to the list with that value toggled, so a tap before the scripts have run
 * loads the filtered list, and after it the router goes there without a page load (decision 052).
 */
export function FacetGroup({
  title,
  values,
  selected,
  hrefOf,
  nameOf,
  limit = 8,
}: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const chosen = new Set(selected);
  // A chosen value stays listed (to be unticked) even when nothing matches it any more.
  const missing = selected
    .filter((v) => !values.some((f) => f.value === v))
    .map((value) => ({ value, name: value, count: 0 }));
  const all = [...values.filter((f) => f.count > 0 || chosen.has(f.value)), ...missing];
  if (!all.length) return null;
  const shown = expanded ? all : all.slice(0, limit);
  const toggled = (value: string) =>
    chosen.has(value) ? selected.filter((v) => v !== value) : [...selected, value];

  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{title}</legend>
      <ul className={classes.options}>
        {shown.map((facet) => (
          <li key={facet.value}>
            <Link
              to={hrefOf(toggled(facet.value))}
              role="checkbox"
              aria-checked={chosen.has(facet.value)}
              className={classes.check}
              preventScrollReset
              onKeyDown={spaceClicks}
            >
              <span className={classes.box} aria-hidden="true" />
              <span className={classes.option}>
                {nameOf ? nameOf(facet) : facet.name}{' '}
                <span className={classes.count}>({facet.count.toLocaleString('en-US')})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {all.length > limit && (
        <UnstyledButton className={classes.more} onClick={() => setExpanded((v) => !v)}>
          {expanded ? CatalogTexts.showLess : CatalogTexts.showMore(all.length - limit)}
        </UnstyledButton>
      )}
    </fieldset>
  );
}
