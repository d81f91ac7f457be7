import { Button, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CatalogTexts } from './catalog-texts';
import classes from './list-filters.module.css';
import { validatePriceRange } from './price-range';

interface PriceRangeFilterProps {
  min?: number;
  max?: number;
  onApply: (range: { min?: number; max?: number }) => void;
  /** The rest of the list's address, sent with the form before the scripts run. */
  carried: readonly [string, string][];
}

const text = (value?: number) => (value === undefined ? '' : String(value));

/**
 * Minimum and maximum price; one end alone is refused with 'Please enter the price range'. A GET
 * form: sent before the scripts run, the browser loads the list's address with the range.
 */
export function PriceRangeFilter({ min, max, onApply, carried }: PriceRangeFilterProps) {
  const [from, setFrom] = useState(text(min));
  const [to, setTo] = useState(text(max));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePriceRange(from, to);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setFrom(text(result.min));
    setTo(text(result.max));
    onApply({ min: result.min, max: result.max });
  };

  const bound = (name: string, field: string, value: string, setValue: (value: string) => void) => (
    <TextInput
      name={field}
      size="xs"
      type="number"
      inputMode="decimal"
      min={0}
      aria-label={`${CatalogTexts.price} ${name}`}
      placeholder={name}
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      error={Boolean(error)}
    />
  );

  return (
    <form
      method="get"
      className={classes.group}
      onSubmit={submit}
      noValidate
      aria-label={CatalogTexts.price}
    >
      {carried.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <p className={classes.legend}>{CatalogTexts.price}</p>
      <div className={classes.priceRow}>
        {bound(CatalogTexts.priceMin, 'price_min', from, setFrom)}
        <span aria-hidden="true">–</span>
        {bound(CatalogTexts.priceMax, 'price_max', to, setTo)}
        <Button size="xs" variant="default" type="submit">
          {CatalogTexts.applyPrice}
        </Button>
      </div>
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
