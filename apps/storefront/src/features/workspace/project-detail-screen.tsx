import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Stack,
  Text,
} from '@mantine/core';
import { ErrorCode, formatMoney, WorkspaceMessages as W } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { ApiError } from '../../lib/api-client';
import { BRAND } from '../../lib/current-brand';
import { productHref } from '../../lib/product-href';
import { callError } from './call-error';
import { DeleteDialog, RenameDialog } from './project-dialogs';
import { type ProjectView, projectQueryOptions, useUpdateLine } from './workspace-api';
import { Empty, Failure, Loading, NoProject } from './workspace-parts';

type Line = ProjectView['lines'][number];

/** Another account's project answers as one that does not exist (the server does not say whose). */
const notFound = (error: unknown) =>
  error instanceof ApiError && error.kind === 'api' && error.err === ErrorCode.NOT_FOUND;
const QUANTITIES = Array.from({ length: 99 }, (_, i) => String(i + 1));
const AVAILABILITY: Record<string, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  backorder: 'Backorder',
  unavailable: 'Unavailable',
  taken_down: 'Taken down',
};

/** /projectDetail?id=: the project's products, priced as the mode allows. */
export function ProjectDetailScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0) || 0;
  const navigate = useNavigate();
  const project = useQuery(projectQueryOptions(id));
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const p = project.data;
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Anchor component={Link} to="/personalCenter?type=projects" size="sm">
          ← My Projects
        </Anchor>
        {!id && <NoProject />}
        {id > 0 && project.isPending && <Loading label="Loading the project" />}
        {project.isError &&
          (notFound(project.error) ? (
            <NoProject reason={W.projectNotFound} />
          ) : (
            <Failure error={project.error} onRetry={() => project.refetch()} />
          ))}
        {p && (
          <>
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <PageHeading>{p.name}</PageHeading>
                <Text>Customer: {p.customer_name}</Text>
              </Stack>
              {!p.read_only && (
                <Group gap="xs">
                  <Button variant="default" onClick={() => setDialog('rename')}>
                    Rename
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
                    Delete
                  </Button>
                </Group>
              )}
            </Group>
            {p.lines.length === 0 ? (
              <Empty>{W.noProducts}</Empty>
            ) : (
              p.lines.map((line) => (
                <LineCard key={line.id} line={line} projectId={p.ID} readOnly={p.read_only} />
              ))
            )}
            {p.total !== undefined && (
              <Text fw={600} ta="right" data-testid="project-total">
                Total: {formatMoney(p.total)}
              </Text>
            )}
            {dialog === 'rename' && <RenameDialog project={p} onClose={() => setDialog(null)} />}
            {dialog === 'delete' && (
              <DeleteDialog
                project={p}
                onClose={() => setDialog(null)}
                onDeleted={() => navigate('/personalCenter?type=projects')}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function LineCard({
  line,
  projectId,
  readOnly,
}: {
  line: Line;
  projectId: number;
  readOnly: boolean;
}) {
  const update = useUpdateLine();
  const product = line.product;
  const price = product?.product_price_about?.final_price;
  const set = (buy_number: number) =>
    update.mutate({ project_id: projectId, line_id: line.id, buy_number });
  return (
    <Card withBorder padding="sm" data-testid="project-line">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {product && (
          <img
            src={product.image}
            alt=""
            width={96}
            height={96}
            style={{ objectFit: 'contain', flexShrink: 0 }}
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {product ? (
            <Anchor component={Link} to={productHref(BRAND, line.sku_number)} fw={600}>
              {product.name}
            </Anchor>
          ) : (
            <Text fw={600}>{W.productNotFound}</Text>
          )}
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              SKU {line.sku_number}
            </Text>
            {line.is_com && <Badge color="blue.9">COM</Badge>}
            {product && (
              <Badge color="gray.8">
                {AVAILABILITY[product.availability] ?? product.availability}
              </Badge>
            )}
          </Group>
          {price !== undefined && (
            <Text size="sm" data-testid="line-price">
              {formatMoney(price)}
            </Text>
          )}
          {update.isError && (
            <Text size="sm" c="red" role="alert">
              {callError(update.error).message}
            </Text>
          )}
        </Stack>
        {readOnly ? (
          <Text size="sm">Qty {line.buy_number}</Text>
        ) : (
          <Stack gap={4} align="flex-end">
            <NativeSelect
              label="Quantity"
              size="xs"
              value={String(line.buy_number)}
              data={
                QUANTITIES.includes(String(line.buy_number))
                  ? QUANTITIES
                  : [...QUANTITIES, String(line.buy_number)]
              }
              disabled={update.isPending}
              onChange={(e) => set(Number(e.currentTarget.value))}
            />
            <Button size="xs" variant="subtle" color="red" onClick={() => set(0)}>
              Remove
            </Button>
          </Stack>
        )}
      </Group>
    </Card>
  );
}
