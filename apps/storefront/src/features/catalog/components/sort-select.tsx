import { SORTS } from '@portal/contract';
import type { SortOption } from '../api/search-products';
import { CatalogTexts, SortNames } from './catalog-texts';
import classes from './list-filters.module.css';

interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  /** Price sorts only when the results carry prices. */
  priced: boolean;
  /** Lists without a keyword call relevance "Featured". */
  searching: boolean;
}

/** The list's sort: the browser's own select (keyboard and phone pickers for free). */
export function SortSelect({ value, onChange, priced, searching }: SortSelectProps) {
  const options = SORTS.filter((s) => priced || !s.startsWith('price')).map((s) => ({
    value: s,
    label: s === 'relevance' && !searching ? 'Featured' : SortNames[s],
  }));
  return (
    <label className={classes.sort}>
      <span>{CatalogTexts.sortLabel}</span>
      <select
        value={options.some((o) => o.value === value) ? value : 'relevance'}
        onChange={(event) => onChange(event.currentTarget.value as SortOption)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
