import { Availability, type ListState } from '@portal/contract';
import { Link } from 'react-router';
import type { FacetKey, FacetValue, SearchResult } from '../api/search-products';
import { AvailabilityNames, CatalogTexts, FacetTitles } from './catalog-texts';
import { FacetGroup } from './facet-group';
import classes from './list-filters.module.css';
import { PriceRangeFilter } from './price-range-filter';

interface ListFiltersProps {
  state: ListState;
  result: SearchResult | undefined;
  /** Filter groups in this order; groups the route fixes are left out by the caller. */
  groups: readonly FacetKey[];
  /** The list's address with a change applied: filters are links (decision 052). */
  hrefFor: (patch: Partial<ListState>) => string;
  onChange: (patch: Partial<ListState>) => void;
  /** The price form's fields that keep the rest of the address when sent before the scripts. */
  carried: (omit: readonly string[]) => [string, string][];
}

/** Availability values in the order of spec 4 (in stock first), not alphabetically. */
const byAvailability = (values: readonly FacetValue[] = []) =>
  [...values].sort(
    (a, b) =>
      (Availability as readonly string[]).indexOf(a.value) -
      (Availability as readonly string[]).indexOf(b.value),
  );

/** Count of filters the visitor chose (for "Clear all" and the Filters button). */
export const chosenFilters = (state: ListState) =>
  state.Room.length +
  state.Category.length +
  state.Brand.length +
  state.availability.length +
  (state.price_min !== undefined || state.price_max !== undefined ? 1 : 0);

export const clearedFilters: Partial<ListState> = {
  Room: [],
  Category: [],
  Brand: [],
  availability: [],
  price_min: undefined,
  price_max: undefined,
};

/** Facet groups with counts, then the price range (only when the results carry prices). */
export function ListFilters({
  state,
  result,
  groups,
  hrefFor,
  onChange,
  carried,
}: ListFiltersProps) {
  return (
    <div className={classes.filters}>
      {chosenFilters(state) > 0 && (
        <Link
          className={classes.clear}
          to={hrefFor({ ...clearedFilters, page: 1 })}
          preventScrollReset
        >
          {CatalogTexts.clearFilters}
        </Link>
      )}
      {groups.map((key) => (
        <FacetGroup
          key={key}
          title={FacetTitles[key]}
          values={
            key === 'availability'
              ? byAvailability(result?.facets[key])
              : (result?.facets[key] ?? [])
          }
          selected={state[key]}
          hrefOf={(next) => hrefFor({ [key]: next, page: 1 })}
          nameOf={key === 'availability' ? (f) => AvailabilityNames[f.value] ?? f.value : undefined}
        />
      ))}
      {result?.priced && (
        <PriceRangeFilter
          key={`${state.price_min}-${state.price_max}`}
          min={state.price_min}
          max={state.price_max}
          carried={carried(['price_min', 'price_max', 'page'])}
          onApply={({ min, max }) => onChange({ price_min: min, price_max: max })}
        />
      )}
    </div>
  );
}
