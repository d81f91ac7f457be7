import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { WorkspaceMessages as W } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteDialog, RenameDialog } from './project-dialogs';
import type { ProjectItem } from './workspace-api';
import { Empty } from './workspace-parts';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Projects as cards: open, and (designer side) rename and delete. */
export function ProjectList(props: {
  projects: readonly ProjectItem[];
  readOnly: boolean;
  showCustomer?: boolean;
}) {
  const [renaming, setRenaming] = useState<ProjectItem | null>(null);
  const [deleting, setDeleting] = useState<ProjectItem | null>(null);
  if (props.projects.length === 0) return <Empty>{W.noProjects}</Empty>;
  return (
    <Stack gap="sm">
      {props.projects.map((p) => (
        <Card key={p.ID} withBorder padding="md" data-testid="project-card">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Anchor component={Link} to={`/projectDetail?id=${p.ID}`} fw={600}>
                {p.name}
              </Anchor>
              {props.showCustomer && <Text size="sm">For {p.customer_name}</Text>}
              <Text size="sm" c="dimmed">
                {p.product_count} {p.product_count === 1 ? 'product' : 'products'} · updated{' '}
                {when(p.updated_at)}
              </Text>
            </Stack>
            {!props.readOnly && (
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setRenaming(p)}>
                  Rename
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(p)}>
                  Delete
                </Button>
              </Group>
            )}
          </Group>
        </Card>
      ))}
      {renaming && <RenameDialog project={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteDialog project={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
