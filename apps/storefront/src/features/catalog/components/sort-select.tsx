import { NativeSelect } from '@mantine/core';
import type { SortOption } from '../api/search-products';
import { SORTS } from '../hooks/list-url-state';
import { CatalogTexts, SortNames } from './catalog-texts';

interface SortSelectProps {
  value: SortOption;
  onChange: (sort: SortOption) => void;
  /** Price sorts only when the results carry prices. */
  priced: boolean;
  /** Lists without a keyword call relevance "Featured". */
  searching: boolean;
}

export function SortSelect({ value, onChange, priced, searching }: SortSelectProps) {
  const options = SORTS.filter((s) => priced || !s.startsWith('price')).map((s) => ({
    value: s,
    label: s === 'relevance' && !searching ? 'Featured' : SortNames[s],
  }));
  return (
    <NativeSelect
      size="sm"
      label={CatalogTexts.sortLabel}
      data={options}
      value={options.some((o) => o.value === value) ? value : 'relevance'}
      onChange={(event) => onChange(event.currentTarget.value as SortOption)}
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap' },
      }}
    />
  );
}
