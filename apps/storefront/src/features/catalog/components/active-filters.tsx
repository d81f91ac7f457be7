import type { ListState } from '@portal/contract';
import { formatMoney } from '@portal/contract';
import type { FacetKey, SearchResult } from '../api/search-products';
import { AvailabilityNames } from './catalog-texts';
import classes from './list-filters.module.css';

interface ActiveFiltersProps {
  state: ListState;
  result: SearchResult | undefined;
  groups: readonly FacetKey[];
  onChange: (patch: Partial<ListState>) => void;
}

/** The chosen filters as small buttons above the cards; each one removes itself. */
export function ActiveFilters({ state, result, groups, onChange }: ActiveFiltersProps) {
  const chips = groups.flatMap((key) =>
    state[key].map((value) => {
      const name =
        key === 'availability'
          ? AvailabilityNames[value]
          : result?.facets[key].find((f) => f.value === value)?.name;
      return {
        id: `${key}:${value}`,
        label: name ?? value,
        remove: () => onChange({ [key]: state[key].filter((v) => v !== value) }),
      };
    }),
  );
  if (state.price_min !== undefined && state.price_max !== undefined) {
    chips.push({
      id: 'price',
      label: `${formatMoney(state.price_min)} – ${formatMoney(state.price_max)}`,
      remove: () => onChange({ price_min: undefined, price_max: undefined }),
    });
  }
  if (!chips.length) return null;
  return (
    <ul className={classes.chips} aria-label="Chosen filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            className={classes.chip}
            onClick={chip.remove}
            aria-label={`Remove ${chip.label}`}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
