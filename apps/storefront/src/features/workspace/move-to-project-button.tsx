import { Button } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { ProjectItem } from './add-to-project-dialog';

type DialogProps = { product: ProjectItem; onClose: () => void };

/** The picker is loaded on the first click: the cart stays light. */
const AddToProjectDialog: ComponentType<DialogProps> = lazy(async () => ({
  default: (await import('./add-to-project-dialog')).AddToProjectDialog,
}));

/**
 * A cart line's Move to project (issue 14): the AddProject picker (customer, then project), and
 * the cart's own move call, which adds the line to the project and takes it out of the cart.
 */
export function MoveToProjectButton({
  line,
  move,
}: {
  line: { name: string; sku_number: string };
  move: (projectId: number) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => setOpen(true)}
        aria-label={`Move to project: ${line.name}`}
        data-testid="move-to-project"
      >
        Move to project
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddToProjectDialog product={{ ...line, move }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
