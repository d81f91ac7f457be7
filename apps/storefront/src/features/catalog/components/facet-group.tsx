import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { FacetValue } from '../api/search-products';
import { CatalogTexts } from './catalog-texts';
import classes from './list-filters.module.css';

interface FacetGroupProps {
  title: string;
  values: readonly FacetValue[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** Display name of a value when the facet sends none (availability). */
  nameOf?: (value: FacetValue) => string;
  /** Values shown before "Show more". */
  limit?: number;
}

/** One filter group: a checkbox per value with its count (counted with the other filters). */
export function FacetGroup({
  title,
  values,
  selected,
  onChange,
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
  const toggle = (value: string) =>
    onChange(chosen.has(value) ? selected.filter((v) => v !== value) : [...selected, value]);

  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{title}</legend>
      <ul className={classes.options}>
        {shown.map((facet) => (
          <li key={facet.value}>
            <label className={classes.check}>
              <input
                type="checkbox"
                checked={chosen.has(facet.value)}
                onChange={() => toggle(facet.value)}
              />
              <span className={classes.option}>
                {nameOf ? nameOf(facet) : facet.name}{' '}
                <span className={classes.count}>({facet.count.toLocaleString('en-US')})</span>
              </span>
            </label>
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
