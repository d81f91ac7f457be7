import type { ListState } from '@portal/contract';
import { formatMoney } from '@portal/contract';
import { Link } from 'react-router';
import type { FacetKey, SearchResult } from '../api/search-products';
import { AvailabilityNames } from './catalog-texts';
import classes from './list-filters.module.css';

interface ActiveFiltersProps {
  state: ListState;
  result: SearchResult | undefined;
  groups: readonly FacetKey[];
  /** The list's address with a change applied: each chip links to the list without it. */
  hrefFor: (patch: Partial<ListState>) => string;
}

/**
 * The chosen filters as small chips above the cards; each one removes itself. Links, as the
 * filters are, so they work before the scripts have run (decision 052).
 */
export function ActiveFilters({ state, result, groups, hrefFor }: ActiveFiltersProps) {
  const chips = groups.flatMap((key) =>
    state[key].map((value) => {
      const name =
        key === 'availability'
          ? AvailabilityNames[value]
          : result?.facets[key].find((f) => f.value === value)?.name;
      return {
        id: `${key}:${value}`,
        label: name ?? value,
        href: hrefFor({ [key]: state[key].filter((v) => v !== value), page: 1 }),
      };
    }),
  );
  if (state.price_min !== undefined && state.price_max !== undefined) {
    chips.push({
      id: 'price',
      label: `${formatMoney(state.price_min)} – ${formatMoney(state.price_max)}`,
      href: hrefFor({ price_min: undefined, price_max: undefined, page: 1 }),
    });
  }
  if (!chips.length) return null;
  return (
    <ul className={classes.chips} aria-label="Chosen filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <Link
            to={chip.href}
            className={classes.chip}
            aria-label={`Remove ${chip.label}`}
            preventScrollReset
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
