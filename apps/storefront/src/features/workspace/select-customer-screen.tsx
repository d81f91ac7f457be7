import { Anchor, Button, Card, Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { WorkspaceMessages as W } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { callError } from './call-error';
import { SearchInput, useListSearch } from './use-list-search';
import { type CustomerItem, customersQueryOptions, useInviteCustomer } from './workspace-api';
import { Empty, InviteBadge, Pager, phoneShown, QueryState } from './workspace-parts';

const LIMIT = 20;

/** /selectCustomer: the designer's customers, searched by substring; invite, edit, projects. */
export function SelectCustomerScreen() {
  const listSearch = useListSearch();
  const { page, setPage } = listSearch;
  const list = useQuery(customersQueryOptions(listSearch.search, page, LIMIT));
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <PageHeading>Select Customer</PageHeading>
          <Button component={Link} to="/createCustomer">
            New customer
          </Button>
        </Group>
        <SearchInput
          label="Search customers"
          placeholder="Name, email or phone"
          list={listSearch}
        />
        <QueryState query={list} loading="Loading customers" />
        {list.data && list.data.list.length === 0 && <Empty>{W.noCustomers}</Empty>}
        {list.data?.list.map((c) => (
          <CustomerCard key={c.id} customer={c} />
        ))}
        {list.data && <Pager page={page} total={list.data.total} limit={LIMIT} onPage={setPage} />}
      </Stack>
    </Container>
  );
}

function CustomerCard({ customer: c }: { customer: CustomerItem }) {
  const invite = useInviteCustomer();
  const canInvite = c.invite_status === 'not_invited' || c.invite_status === 'invited';
  return (
    <Card withBorder padding="md" data-testid="customer-card">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{c.name}</Text>
            <InviteBadge state={c.invite_status} />
          </Group>
          <Text size="sm">{c.email}</Text>
          {c.phone && (
            <Text size="sm" data-testid="customer-phone">
              {phoneShown(c.phone)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {c.project_count} {c.project_count === 1 ? 'project' : 'projects'}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/personalProject?customer_id=${c.id}`}
            variant="light"
            size="xs"
          >
            Projects
          </Button>
          <Anchor component={Link} to={`/createCustomer?id=${c.id}`} size="sm">
            Edit<VisuallyHidden> {c.name}</VisuallyHidden>
          </Anchor>
          {canInvite && (
            <Button
              size="xs"
              variant="default"
              loading={invite.isPending}
              onClick={() => invite.mutate(c.id)}
            >
              {c.invite_status === 'invited' ? 'Resend invitation' : 'Invite'}
            </Button>
          )}
        </Group>
      </Group>
      {invite.isSuccess && (
        <Text size="sm" c="green" role="status" mt="xs">
          {invite.data.message}
        </Text>
      )}
      {invite.isError && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {callError(invite.error).message}
        </Text>
      )}
    </Card>
  );
}
