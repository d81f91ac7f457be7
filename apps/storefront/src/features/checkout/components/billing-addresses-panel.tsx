import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { type billingAddressList, Limits, CheckoutMessages as M } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryStatus } from '../../../components/query-status';
import type { CallVal } from '../../../lib/call';
import { callError } from '../../../lib/call-error';
import {
  billingQueryOptions,
  useAddBillingAddress,
  useDeleteBillingAddress,
} from '../api/checkout-api';
import { BillingAddressForm } from './billing-addresses-panel-form';

type Saved = CallVal<typeof billingAddressList>['list'][number];

const oneLine = (a: Saved) => `${a.street}, ${a.city}, ${a.state} ${a.postal_code}`;

/** Deleting is asked once more: the address goes for good. */
function DeleteDialog({ address, onClose }: { address: Saved; onClose: () => void }) {
  const remove = useDeleteBillingAddress();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title="Delete this billing address?"
      centered
      zIndex={2000}
    >
      <Stack>
        <Text>
          <strong>{address.full_name}</strong>, {oneLine(address)}
        </Text>
        {remove.error && (
          <Alert color="red" variant="light" role="alert">
            {callError(remove.error).message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(address.id, { onSuccess: onClose })}
            data-testid="billing-delete-confirm"
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The billing addresses tab of /accountSettings: the ones checkout offers (at most 10). */
export function BillingAddressesPanel() {
  const query = useQuery(billingQueryOptions());
  const add = useAddBillingAddress();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Saved | null>(null);
  const [saved, setSaved] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  if (!query.isSuccess) return queryStatus(query, 'Loading billing addresses');

  const { list } = query.data;
  const full = list.length >= Limits.billingAddresses;
  const formOpen = !full && (adding || list.length === 0);
  const close = () => {
    setAdding(false);
    add.reset();
    // Back to where the keyboard was (the button reappears once the form closes).
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <Stack gap="md" data-testid="billing-panel">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed" data-testid="billing-count">
          {list.length} of {Limits.billingAddresses} addresses
        </Text>
        {!formOpen && !full && (
          <Button
            ref={addButton}
            variant="light"
            onClick={() => {
              setSaved(false);
              setAdding(true);
            }}
            data-testid="billing-add"
          >
            Add billing address
          </Button>
        )}
      </Group>
      {saved && (
        <Text role="status" size="sm" data-testid="billing-saved">
          The billing address was saved.
        </Text>
      )}
      {full && (
        <Alert color="gray" variant="light" data-testid="billing-limit">
          {M.addressLimit}
        </Alert>
      )}
      {list.length === 0 && (
        <Text c="dimmed" data-testid="billing-empty">
          You have no saved billing addresses yet. Addresses saved here are offered at checkout.
        </Text>
      )}
      {list.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.map((a) => (
            <Paper component="li" withBorder p="sm" key={a.id} data-testid="billing-address">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500}>{a.full_name}</Text>
                  <Text size="sm">{oneLine(a)}</Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={`Delete billing address ${a.full_name}, ${oneLine(a)}`}
                  onClick={() => setDeleting(a)}
                  data-testid="billing-delete"
                >
                  Delete
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {formOpen && (
        <Paper withBorder p="md" component="section" aria-labelledby="billing-form-heading">
          <Title order={3} size="h5" id="billing-form-heading" mb="sm">
            New billing address
          </Title>
          <BillingAddressForm
            pending={add.isPending}
            error={add.error}
            onSubmit={(address) =>
              add.mutate(address, {
                onSuccess: () => {
                  setSaved(true);
                  close();
                },
              })
            }
            onCancel={list.length > 0 ? close : undefined}
          />
        </Paper>
      )}
      {deleting && <DeleteDialog address={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
