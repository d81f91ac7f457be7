import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { CatalogTexts } from './catalog-texts';
import classes from './filters-panel.module.css';

/** The panel's id: the Filters button names it in popovertarget. */
export const FILTERS_PANEL_ID = 'list-filters';

interface FiltersPanelProps {
  total: number;
  children: ReactNode;
}

/**
 * The filters on narrow screens before the scripts have run: an HTML popover that the Filters
 * button opens with no script at all, so the first tap on a phone is never lost (decision 052).
 * Its filters are links; once the drawer has been used it is empty (the drawer holds them).
 */
export function FiltersPanel({ total, children }: FiltersPanelProps) {
  return (
    <div
      id={FILTERS_PANEL_ID}
      popover="auto"
      role="dialog"
      aria-label={CatalogTexts.filters}
      className={classes.panel}
    >
      <p className={classes.title}>{CatalogTexts.filters}</p>
      {children}
      <Button fullWidth mt="xl" popoverTarget={FILTERS_PANEL_ID} popoverTargetAction="hide">
        {CatalogTexts.showResults(total)}
      </Button>
    </div>
  );
}
