import { SORTS, SUBMIT_ON_CHANGE_ATTRIBUTE } from '@portal/contract';
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
  /** The rest of the list's address (without sort and page), sent with the form. */
  carried: readonly [string, string][];
}

/**
 * The list's sort: the browser's own select (keyboard and phone pickers for free), in a GET form
 * so that a choice made before the scripts run loads the sorted list. After hydration the change
 * stays in the page, and stops there: the loader's listener must not send the form as well.
 */
export function SortSelect({ value, onChange, priced, searching, carried }: SortSelectProps) {
  const options = SORTS.filter((s) => priced || !s.startsWith('price')).map((s) => ({
    value: s,
    label: s === 'relevance' && !searching ? 'Featured' : SortNames[s],
  }));
  return (
    <form method="get" className={classes.sortForm} {...{ [SUBMIT_ON_CHANGE_ATTRIBUTE]: '' }}>
      {carried.map(([key, field]) => (
        <input key={key} type="hidden" name={key} value={field} />
      ))}
      <label className={classes.sort}>
        <span>{CatalogTexts.sortLabel}</span>
        <select
          name="sort"
          value={options.some((o) => o.value === value) ? value : 'relevance'}
          onChange={(event) => {
            event.stopPropagation();
            onChange(event.currentTarget.value as SortOption);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
