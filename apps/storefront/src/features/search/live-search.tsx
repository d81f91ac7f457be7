import { placeholderImage } from '@portal/contract';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { BRAND } from '../../lib/current-brand';
import { productHref } from '../../lib/product-href';
import classes from './live-search.module.css';
import type { LiveSearchProps } from './search-href';
import { useLiveSearch } from './use-live-search';

/** Shown for a result whose picture cannot be loaded. */
const PLACEHOLDER = placeholderImage(100);

/**
 * The header search with live results under the field (ART): results arrive a second after
 * typing stops; ArrowDown/ArrowUp move through them, Enter opens the one chosen (or searches),
 * Escape closes the list.
 */
export default function LiveSearch({ value, renderField, className, onNavigate }: LiveSearchProps) {
  const { query, results } = useLiveSearch(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    setActive(-1);
    setOpen(query !== '' && results.length > 0);
  }, [query, results]);

  const go = (index: number) => {
    const item = results[index];
    if (!item) return;
    setOpen(false);
    onNavigate?.();
    window.location.assign(productHref(BRAND, item.sku_number));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'Escape' && open) setOpen(false);
    else if (event.key === 'ArrowDown' && count) {
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count && open)
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    else if (event.key === 'Enter' && open && active >= 0) go(active);
    else return;
    event.preventDefault();
  };

  const shown = open && value.trim() !== '';
  return (
    <div className={`${className ?? ''} ${classes.wrap}`}>
      {renderField({
        role: 'combobox',
        'aria-expanded': shown,
        'aria-controls': `${id}-list`,
        'aria-autocomplete': 'list',
        'aria-activedescendant': shown && active >= 0 ? optionId(active) : undefined,
        onKeyDown,
        onFocus: () => setOpen(results.length > 0),
        onBlur: () => setOpen(false),
      })}
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Products"
        className={classes.list}
        hidden={!shown}
      >
        {shown &&
          results.map((item, i) => (
            <div
              key={item.sku_number}
              id={optionId(i)}
              role="option"
              // Focus stays in the field (aria-activedescendant); options are never tabbed to.
              tabIndex={-1}
              aria-selected={i === active}
              className={classes.option}
              // Chosen on mousedown, before the field's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                go(i);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <img
                src={item.image}
                alt=""
                width={48}
                height={36}
                className={classes.image}
                onError={(event) => {
                  if (!event.currentTarget.src.endsWith(PLACEHOLDER))
                    event.currentTarget.src = PLACEHOLDER;
                }}
              />
              <span className={classes.name}>{item.name}</span>
            </div>
          ))}
      </div>
    </div>
  );
}
