import { Button } from '@mantine/core';
import type { ProductDetail } from '@portal/contract';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useStoredValue } from '../../lib/use-stored';

type DialogProps = { product: ProductDetail; onClose: () => void };

/** The picker is loaded on the first click: the product page stays light. */
const AddToProjectDialog: ComponentType<DialogProps> = lazy(async () => ({
  default: (await import('./add-to-project-dialog')).AddToProjectDialog,
}));

/** The product page's project slot (spec 6 tag designer_project): opens the AddProject picker. */
export function AddToProjectButton({ product }: { product: ProductDetail }) {
  const [open, setOpen] = useState(false);
  // Customer mode holds designer_project to read its own projects, not to change them.
  const readOnly = useStoredValue('mode') === 'mibd_customer';
  if (readOnly) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="add-to-project">
        Add to project
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddToProjectDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
