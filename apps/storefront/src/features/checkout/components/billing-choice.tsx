import { Anchor, Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { Limits, CheckoutMessages as M } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SmartLink } from '../../../components/smart-link';
import { BRAND } from '../../../lib/current-brand';
import { billingQueryOptions, useAddBillingAddress } from '../api/checkout-api';
import { BillingAddressForm } from './billing-addresses-panel-form';
import { CheckoutSection } from './checkout-section';

const SAME = 'same';

/**
 * The order's billing address (spec 2, 5): the shipping address by default, or one of the saved
 * ones (at most 10, kept in account settings too); a new one is saved and chosen at once.
 * `value` is the chosen saved address's id, or null for the shipping address.
 */
export function BillingChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const saved = useQuery(billingQueryOptions());
  const add = useAddBillingAddress();
  const [adding, setAdding] = useState(false);
  const list = saved.data?.list ?? [];
  const full = list.length >= Limits.billingAddresses;

  return (
    <CheckoutSection id="billing-heading" title="Billing address">
      <Radio.Group
        value={value === null ? SAME : String(value)}
        onChange={(v) => onChange(v === SAME ? null : Number(v))}
        aria-labelledby="billing-heading"
      >
        <Stack gap="xs">
          <Radio value={SAME} label="Same as the shipping address" />
          {list.map((a) => (
            <Radio
              key={a.id}
              value={String(a.id)}
              label={a.full_name}
              description={`${a.street}, ${a.city}, ${a.state} ${a.postal_code}`}
              data-testid="billing-option"
            />
          ))}
        </Stack>
      </Radio.Group>
      {saved.isPending && <Loader size="xs" mt="xs" aria-label="Loading billing addresses" />}
      {adding ? (
        <Stack mt="md">
          <BillingAddressForm
            pending={add.isPending}
            error={add.error}
            onCancel={() => {
              setAdding(false);
              add.reset();
            }}
            onSubmit={(address) =>
              add.mutate(address, {
                onSuccess: (row) => {
                  onChange(row.id);
                  setAdding(false);
                },
              })
            }
          />
        </Stack>
      ) : (
        <Stack gap={4} mt="sm" align="flex-start">
          {full ? (
            <Text size="sm" c="dimmed" data-testid="billing-limit">
              {M.addressLimit}
            </Text>
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={() => setAdding(true)}>
              Use a new billing address
            </Button>
          )}
          {BRAND !== 'FFD' && (
            <Anchor component={SmartLink} to="/accountSettings?tab=billing" size="sm">
              Manage billing addresses
            </Anchor>
          )}
        </Stack>
      )}
    </CheckoutSection>
  );
}
