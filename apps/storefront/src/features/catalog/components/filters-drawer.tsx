import { Button, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { CatalogTexts } from './catalog-texts';

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  total: number;
  children: ReactNode;
}

/** The filters on narrow screens; its code loads with the first tap on "Filters". */
export default function FiltersDrawer({ opened, onClose, total, children }: FiltersDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={CatalogTexts.filters} size="sm">
      {children}
      <Button fullWidth mt="xl" onClick={onClose}>
        {CatalogTexts.showResults(total)}
      </Button>
    </Drawer>
  );
}
