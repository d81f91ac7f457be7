import {
  Button,
  Group,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { customerSearch } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SmartLink } from '../../../components/smart-link';
import { call } from '../../../lib/call';
import type { OrderCustomer } from '../checkout-draft';
import { CheckoutSection } from './checkout-section';

const SELF = 'self';

/**
 * CheckoutCust (spec 1, dialog 840 px): whom the designer orders for. Yourself by default; a
 * customer's order also appears in their own customerOrder list. The server checks the choice.
 */
export function OrderCustomerSection({
  value,
  onChange,
}: {
  value: OrderCustomer | null;
  onChange: (customer: OrderCustomer | null) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <CheckoutSection id="order-for-heading" title="Order for">
      <Group justify="space-between" wrap="nowrap">
        <Text data-testid="order-for">{value ? value.name : 'Yourself (no customer)'}</Text>
        <Button variant="light" onClick={() => setOpen(true)} data-testid="order-for-change">
          {value ? 'Change customer' : 'Choose a customer'}
        </Button>
      </Group>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Order for a customer"
        size={840}
        closeButtonProps={{ 'aria-label': 'Close' }}
        zIndex={2000}
      >
        {open && (
          <CustomerChoice
            initial={value}
            onDone={(c) => {
              onChange(c);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </CheckoutSection>
  );
}

function CustomerChoice({
  initial,
  onDone,
}: {
  initial: OrderCustomer | null;
  onDone: (customer: OrderCustomer | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 250);
  // The choice keeps its name: a later search may no longer list it.
  const [picked, setPicked] = useState<OrderCustomer | null>(initial);
  const found = useQuery({
    queryKey: ['checkout', 'customers', debounced] as const,
    queryFn: ({ signal }) =>
      call(customerSearch, { keyword: debounced, page: 1, limit: 50 }, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
  const list = found.data?.list ?? [];
  const choose = (value: string) => {
    if (value === SELF) return setPicked(null);
    const c = list.find((x) => String(x.id) === value);
    // Their address comes along: the checkout prefills the shipping fields from it.
    if (c)
      setPicked({
        id: c.id,
        name: c.name,
        ship_to: {
          full_name: c.name,
          contact_name: c.name,
          phone: c.phone,
          street: c.street_address,
          city: c.city,
          state: c.state,
          postal_code: c.postal,
        },
      });
  };
  return (
    <Stack>
      <TextInput
        label="Search customers"
        placeholder="Name or email"
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        data-autofocus
      />
      <Radio.Group value={picked ? String(picked.id) : SELF} onChange={choose} label="Customer">
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap="xs" py="xs">
            <Radio value={SELF} label="Yourself (no customer)" />
            {list.map((c) => (
              <Radio
                key={c.id}
                value={String(c.id)}
                label={c.name}
                description={c.email}
                data-testid="order-for-option"
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
      {found.isPending && <Loader size="sm" aria-label="Loading customers" />}
      {found.isError && (
        <Text c="red.9" role="alert">
          The customers could not be loaded.
        </Text>
      )}
      {found.data && !list.length && (
        <Text c="dimmed">
          {debounced ? 'No customer matches.' : 'No customers yet.'}{' '}
          <SmartLink to="/createCustomer">Create a customer</SmartLink>
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={() => onDone(picked)} data-testid="order-for-confirm">
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
