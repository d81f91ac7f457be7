import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Application } from '../api/current-account-api';

type Status = NonNullable<Application>['status'];

// Filled with readable text (light yellow failed the contrast check).
const LOOK: Record<Status, { label: string; color: string; text: string }> = {
  pending: {
    label: 'Pending',
    color: 'yellow',
    text: 'Your application is under review. We will email you when it has been decided.',
  },
  approved: {
    label: 'Approved',
    color: 'green.9',
    text: 'Net-30 terms are granted to your company: choose Net 30 as the payment at checkout.',
  },
  rejected: {
    label: 'Rejected',
    color: 'red.9',
    text: 'Your application was not approved. You may apply again with updated references.',
  },
};

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

interface Props {
  application: NonNullable<Application>;
  /** Just sent from this screen: focus moves here and the submission is confirmed. */
  justSubmitted?: boolean;
  confirmation?: string;
  onApplyAgain?: () => void;
}

/** The company's latest application: its state and the day it was sent. */
export function ApplicationStatus({
  application,
  justSubmitted,
  confirmation,
  onApplyAgain,
}: Props) {
  const look = LOOK[application.status];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justSubmitted) heading.current?.focus();
  }, [justSubmitted]);
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="application-status-heading"
      data-testid="application-status"
      data-status={application.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="application-status-heading" ref={heading} tabIndex={-1}>
            Your net-30 application
          </Title>
          <Badge
            color={look.color}
            variant="filled"
            autoContrast
            size="lg"
            data-testid="application-state"
          >
            {look.label}
          </Badge>
        </Group>
        {justSubmitted && confirmation && (
          <Text fw={500} role="status">
            {confirmation}
          </Text>
        )}
        <Text>{look.text}</Text>
        <Text size="sm" c="dimmed" data-testid="application-date">
          Submitted on{' '}
          <time dateTime={application.created_at}>{dateOf(application.created_at)}</time>
        </Text>
        {application.status === 'rejected' && onApplyAgain && (
          <Group>
            <Button variant="light" onClick={onApplyAgain} data-testid="apply-again">
              Apply again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
