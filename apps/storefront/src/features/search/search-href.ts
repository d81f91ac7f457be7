import type { ComponentType, FocusEventHandler, KeyboardEventHandler, ReactElement } from 'react';

/** What the live-results search adds to the header's field (combobox roles and keys). */
export interface SearchFieldExtras {
  role?: 'combobox';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-autocomplete'?: 'list';
  'aria-activedescendant'?: string;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

export interface LiveSearchProps {
  value: string;
  /** The header's own field, with the extras applied (Enter still searches). */
  renderField: (extras: SearchFieldExtras) => ReactElement;
  className?: string;
  onNavigate?: () => void;
}

/** Where a brand's header search goes (spec 2); `emptyPath` is the target for a blank keyword. */
export interface SearchTarget {
  path: string;
  emptyPath?: string;
  /** Live results under the field (ART): the component loads with the first render. */
  live?: () => Promise<{ default: ComponentType<LiveSearchProps> }>;
}

/**
 * The address a search goes to: the keyword trimmed and URL-encoded as `keyWord`. A blank
 * keyword goes to `emptyPath` (HOM: the product list) or nowhere (null) on other brands.
 */
export function searchHref(target: SearchTarget, input: string): string | null {
  const keyword = input.trim();
  if (!keyword) return target.emptyPath ?? null;
  return `${target.path}?keyWord=${encodeURIComponent(keyword)}`;
}
