import { Alert, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { ErrorCode, Messages } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../components/page-heading';
import { ApiError } from '../../lib/api-client';
import { callError } from '../../lib/call-error';
import { InviteForm } from './invite-form';
import { SubAccountRow } from './sub-account-row';
import classes from './team.module.css';
import { subAccountsQueryOptions, useClose, useReopen, useResend } from './team-api';
import { TierBadge } from './tier-badge';

/** /subAccountManagement: the company's tier and seats, invitations and the sub-accounts. */
export function SubAccountsScreen() {
  const team = useQuery(subAccountsQueryOptions());
  const resend = useResend();
  const reopen = useReopen();
  const close = useClose();
  const done = [resend, reopen, close].find((m) => m.isSuccess);
  const failed = [resend, reopen, close].find((m) => m.isError);
  const reset = () => {
    for (const m of [resend, reopen, close]) m.reset();
  };
  const actions = {
    resend: (id: number) => {
      reset();
      resend.mutate(id);
    },
    reopen: (id: number) => {
      reset();
      reopen.mutate(id);
    },
    close: (id: number) => {
      reset();
      close.mutate(id);
    },
    busy: resend.isPending || reopen.isPending || close.isPending,
  };
  const refused = team.error instanceof ApiError && team.error.err === ErrorCode.NO_PERMISSION;

  return (
    <Container size="lg" py={40} pb={80}>
      <PageHeading>Sub-Account Management</PageHeading>
      {team.isPending && (
        <Skeleton height={120} mt="lg" role="status" aria-label="Loading sub-accounts" />
      )}
      {team.isError && (
        <Alert color="red" variant="light" role="alert" mt="lg">
          {refused ? Messages.noPermission : callError(team.error).message}
        </Alert>
      )}
      {team.data && (
        <>
          <Group mt="sm" mb="lg" gap="md">
            <Text fw={600}>{team.data.company_name}</Text>
            <TierBadge tier={team.data.tier} />
            <Text c="dimmed" data-testid="seats">
              {team.data.active_accounts} of {team.data.max_active_accounts} activated accounts
            </Text>
          </Group>
          <Title order={2} size="h3" mb="sm">
            Invite a sub-account
          </Title>
          <InviteForm />
          <Title order={2} size="h3" mt="xl" mb="sm">
            Sub-accounts
          </Title>
          {done && (
            <Alert color="green" variant="light" role="status" mb="sm" data-testid="team-done">
              {done.data?.message}
            </Alert>
          )}
          {failed && (
            <Alert color="red" variant="light" role="alert" mb="sm" data-testid="team-failed">
              {callError(failed.error).message}
            </Alert>
          )}
          {team.data.list.length === 0 ? (
            <Text c="dimmed" role="status">
              No sub-accounts yet. Invitations you send appear here.
            </Text>
          ) : (
            <ul className={classes.list} aria-label="Sub-accounts">
              {team.data.list.map((row) => (
                <SubAccountRow key={row.id} row={row} actions={actions} />
              ))}
            </ul>
          )}
        </>
      )}
    </Container>
  );
}
