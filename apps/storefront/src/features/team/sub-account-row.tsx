import { Badge, Button, Group, Text } from '@mantine/core';
import { SubAccountStatusLabels } from '@portal/contract';
import { useState } from 'react';
import classes from './team.module.css';
import type { SubAccountRow as Row } from './team-api';

const COLOUR = { to_be_activated: 'yellow', activated: 'green', closed: 'gray' } as const;
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '';

export interface RowActions {
  resend: (id: number) => void;
  reopen: (id: number) => void;
  close: (id: number) => void;
  busy: boolean;
}

/** One sub-account: who, its state and dates, and what can be done with it. */
export function SubAccountRow({ row, actions }: { row: Row; actions: RowActions }) {
  const [confirming, setConfirming] = useState(false);
  const lightAction = { size: 'compact-md', variant: 'light', disabled: actions.busy } as const;
  const name = `${row.first_name} ${row.last_name}`.trim();
  return (
    <li className={classes.row} data-testid="sub-account" data-email={row.email}>
      <div>
        <Text fw={600} className={classes.email}>
          {row.email}
        </Text>
        {name && (
          <Text size="sm" c="dimmed">
            {name}
          </Text>
        )}
      </div>
      <div>
        <Badge color={COLOUR[row.status]} variant="light" data-testid="sub-account-status">
          {SubAccountStatusLabels[row.status]}
        </Badge>
        <Text size="sm" c="dimmed" mt={4}>
          Invited {when(row.invitation_time)}
          {row.closing_time && ` · closed ${when(row.closing_time)}`}
          {` · ${row.customers === 1 ? '1 customer' : `${row.customers} customers`}`}
        </Text>
      </div>
      <Group gap="xs" justify="flex-end">
        {row.status === 'to_be_activated' && (
          <Button {...lightAction} onClick={() => actions.resend(row.id)}>
            Resend
          </Button>
        )}
        {row.status === 'closed' && (
          <Button {...lightAction} onClick={() => actions.reopen(row.id)}>
            Activate
          </Button>
        )}
        {row.status !== 'closed' &&
          (confirming ? (
            <Button
              size="compact-md"
              color="red"
              disabled={actions.busy}
              onClick={() => {
                setConfirming(false);
                actions.close(row.id);
              }}
            >
              Confirm close
            </Button>
          ) : (
            <Button
              size="compact-md"
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
            >
              Close
            </Button>
          ))}
      </Group>
    </li>
  );
}
