import { Alert, Badge, Button, Group, Radio, Select, Stack, Text } from '@mantine/core';
import type { Mode } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../components/can';
import { SmartLink } from '../../../components/smart-link';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { customerOptionsQueryOptions } from '../api/customers-api';
import { errorTextOrNull } from '../api/error-text';
import { useChangeModeMutation } from '../api/mode-api';
import { useAfterModeChange } from '../hooks/use-switch-mode';
import { modeLabelsFor } from '../mode-labels';

import { AuthCard } from './auth-card';
import { FormError } from './form-error';
import classes from './select-mode-screen.module.css';

/** The modes an account with the `mode` tag may choose; client mode needs a customer. */
export const choosableModes = (canChoose: boolean, customers: number): Mode[] =>
  canChoose
    ? ['mibd_safe', 'mibd_designer', ...(customers > 0 ? (['mibd_communicate'] as const) : [])]
    : [];

/**
 * /selectMode: the view modes of the account; a change applies in place (spec 4's reload, without
 * loading the app again) and goes back to `redirect` when the address names one.
 */
export function SelectModeScreen() {
  const canChoose = useCan('mode');
  // Browsing hides customers (roles table): their names are listed only in a mode that may see them.
  const canListCustomers = useCan('designer_project');
  const current = useStoredValue('mode');
  const labels = modeLabelsFor(BRAND, useStoredValue('accountType'));
  const storedCustomer = useStoredValue('customer_id');
  // Only an account that may switch lists customers: a customer's session has designer_project
  // (their own projects) but the customer list answers 25010, which led to /noPermission.
  const customers = useQuery(customerOptionsQueryOptions(canChoose && canListCustomers));
  const modes = choosableModes(canChoose, customers.data?.length ?? 0);
  const [mode, setMode] = useState<string>(current ?? 'mibd_safe');
  const [customerId, setCustomerId] = useState<string | null>(storedCustomer);
  const change = useChangeModeMutation();
  const afterChange = useAfterModeChange();
  const [params] = useSearchParams();

  const apply = () => {
    const customer = customers.data?.find((c) => String(c.id) === customerId);
    change.mutate(
      { mode: mode as Mode, customer: mode === 'mibd_communicate' ? customer : undefined },
      { onSuccess: () => afterChange(params.get('redirect')) },
    );
  };

  if (!modes.length)
    return (
      <NoModes customer={current === 'mibd_customer'} name={current ? labels[current].name : ''} />
    );

  const needsCustomer = mode === 'mibd_communicate' && !customerId;
  return (
    <AuthCard
      title="Select View Mode"
      lead="Choose what the portal shows: switch to browsing before sharing your screen."
    >
      <Radio.Group value={mode} onChange={setMode} label="View mode" aria-label="View mode">
        <Stack gap="sm" mt="xs">
          {modes.map((m) => (
            <Radio.Card key={m} value={m} className={classes.card} data-testid={`mode-${m}`}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator mt={3} />
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{labels[m].name}</Text>
                    {m === current && (
                      <Badge size="xs" variant="light">
                        Current
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {labels[m].text}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {!canListCustomers && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="communicate-hint">
          To view the portal as one of your customers, switch to the designer view first: customer
          names stay hidden while browsing.
        </Text>
      )}
      {mode === 'mibd_communicate' && (
        <Select
          mt="md"
          label="Customer"
          placeholder="Choose a customer"
          searchable
          data={(customers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={customerId}
          onChange={setCustomerId}
        />
      )}
      <Button
        mt="xl"
        size="md"
        fullWidth
        onClick={apply}
        loading={change.isPending}
        disabled={needsCustomer || (mode === current && mode !== 'mibd_communicate')}
      >
        Apply
      </Button>
      <FormError message={errorTextOrNull(change.error)} />
    </AuthCard>
  );
}

/** An account without the `mode` tag: why there is nothing to choose, and a way on. */
function NoModes({ customer, name }: { customer: boolean; name: string }) {
  return (
    <AuthCard title="Select View Mode">
      <Alert variant="light" role="status" data-testid="no-view-modes">
        {customer
          ? 'Customer accounts have no view modes to switch: you always see your own projects, favourites and the prices your designer shares with you.'
          : `Your account uses the ${name} view; it has no other view modes.`}
      </Alert>
      <Group mt="lg">
        <Button component={SmartLink} to="/home" size="md">
          Go to home
        </Button>
        {customer && (
          <Button
            component={SmartLink}
            to="/personalCenter?type=projects"
            size="md"
            variant="default"
          >
            My Projects
          </Button>
        )}
      </Group>
    </AuthCard>
  );
}
