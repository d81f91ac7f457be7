import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import type { CustomerInviteState } from '@portal/contract';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/page-heading';
import { SmartLink } from '../../components/smart-link';
import { callError } from './call-error';

/** Loading, error and empty states shared by the workspace screens. */
export function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">{label}</Text>
      </Group>
    </Center>
  );
}

export function Failure({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title="Something went wrong">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{callError(error).message}</Text>
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** A query's loading or failed state (with Try again); nothing once it has answered. */
export function QueryState({
  query,
  loading,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: string;
}) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <Failure error={query.error} onRetry={() => query.refetch()} />;
  return null;
}

/**
 * /projectDetail with no project to show (no id, or one that is not the caller's): a clear
 * empty state with the way to the projects list, not an error.
 */
export function NoProject({ reason }: { reason?: string }) {
  return (
    <Paper withBorder p="xl" data-testid="no-project">
      <Stack align="flex-start" gap="sm">
        <PageHeading size="h2">No project chosen</PageHeading>
        <Text>
          {reason ? `${reason}. ` : ''}Choose a project from your projects list to see its products.
        </Text>
        <Button component={SmartLink} to="/personalCenter?type=projects">
          Go to My Projects
        </Button>
      </Stack>
    </Paper>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="lg" ta="center">
      {children}
    </Text>
  );
}

const INVITE_LABEL: Record<CustomerInviteState, [string, string]> = {
  // Dark shades under white text: 4.5:1 or better on every one.
  not_invited: ['Not invited', 'gray.8'],
  invited: ['Invited', 'blue.9'],
  activated: ['Activated', 'teal.9'],
  closed: ['Closed', 'red.9'],
};

export function InviteBadge({ state }: { state: CustomerInviteState }) {
  const [label, color] = INVITE_LABEL[state];
  return (
    <Badge color={color} variant="filled">
      {label}
    </Badge>
  );
}

/** Previous / next for paged lists (20 a page). */
export function Pager(props: {
  page: number;
  total: number;
  limit: number;
  onPage: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.limit));
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="sm">
      <Button
        variant="default"
        size="xs"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        Previous
      </Button>
      <Text size="sm">
        Page {props.page} of {pages}
      </Text>
      <Button
        variant="default"
        size="xs"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}

/** '5551234567' → '555-123-4567' (spec 5: shown 3-3-4). */
export const phoneShown = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

/** A workspace screen: its width, its h1, then the rest stacked. */
export function WorkspacePage({
  size,
  title,
  children,
}: {
  size: 'sm' | 'md' | 'lg';
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size={size} py="lg">
      <Stack>
        <PageHeading>{title}</PageHeading>
        {children}
      </Stack>
    </Container>
  );
}
