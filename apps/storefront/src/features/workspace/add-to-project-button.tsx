import { ActionIcon, Button } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useStoredValue } from '../../lib/use-stored';

type Item = { name: string; sku_number: string };
type DialogProps = { product: Item; onClose: () => void };

/** The picker is loaded on the first click: the product page stays light. */
const AddToProjectDialog: ComponentType<DialogProps> = lazy(async () => ({
  default: (await import('./add-to-project-dialog')).AddToProjectDialog,
}));

/**
 * The project slot of product pages and list cards (spec 6 tag designer_project): opens the
 * AddProject picker. `compact`: an icon over a card's picture.
 */
export function AddToProjectButton({ product, compact }: { product: Item; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  // Customer mode holds designer_project to read its own projects, not to change them.
  const readOnly = useStoredValue('mode') === 'mibd_customer';
  if (readOnly) return null;
  return (
    <>
      {compact ? (
        <ActionIcon
          variant="white"
          color="dark"
          size="lg"
          radius="xl"
          onClick={() => setOpen(true)}
          aria-label={`Add to project: ${product.name}`}
          title="Add to project"
          data-testid="card-add-to-project"
        >
          <FolderPlus />
        </ActionIcon>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)} data-testid="add-to-project">
          Add to project
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <AddToProjectDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const FolderPlus = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
  >
    <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M12 11v5M9.5 13.5h5" strokeLinecap="round" />
  </svg>
);
