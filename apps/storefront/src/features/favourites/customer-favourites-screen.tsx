import { Alert, Container, Select, Text } from '@mantine/core';
import { ErrorCode, type Mode } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGate } from '../../components/can';
import { PageHeading } from '../../components/page-heading';
import { ApiError } from '../../lib/api-client';
import { callError } from '../../lib/call-error';
import type { RenderCard } from './favourite-grid';
import { customersQueryOptions } from './favourites-api';
import { FavouritesList } from './favourites-list';

/**
 * /favoritesList (customerFavourite): a customer's favourites. A designer picks one of their
 * customers; communicate mode shows the preset customer's; a customer sees their own.
 */
export function CustomerFavouritesScreen(props: { renderCard: RenderCard; mode: Mode | null }) {
  const { renderCard, mode } = props;
  const own = mode === 'mibd_customer' || mode === 'mibd_communicate';
  const can = useGate();
  return (
    <Container size="lg" py={40} pb={80}>
      <PageHeading>Customer Favorites</PageHeading>
      {own ? (
        <>
          <Text c="dimmed" mt="xs" mb="lg">
            {mode === 'mibd_customer'
              ? 'The products you and your designer saved.'
              : 'The favorites of the customer you are presenting to.'}
          </Text>
          <FavouritesList renderCard={renderCard} label="Customer favorites" />
        </>
      ) : can('designer_project') ? (
        <CustomerPicker renderCard={renderCard} />
      ) : (
        <Alert color="blue" variant="light" role="status" mt="lg">
          {BROWSING_HINT}
        </Alert>
      )}
    </Container>
  );
}

/** Browsing mode hides customers (safe to show a client): the API answers 25010. */
const BROWSING_HINT =
  'Customers are hidden in browsing mode. Switch to designer mode to see their favorites.';

function CustomerPicker({ renderCard }: { renderCard: RenderCard }) {
  const customers = useQuery({ ...customersQueryOptions(), retry: false });
  const [chosen, setChosen] = useState<string | null>(null);
  if (customers.isError) {
    const hidden =
      customers.error instanceof ApiError && customers.error.err === ErrorCode.NO_PERMISSION;
    return (
      <Alert color={hidden ? 'blue' : 'red'} variant="light" role="alert" mt="lg">
        {hidden ? BROWSING_HINT : callError(customers.error).message}
      </Alert>
    );
  }
  const options = (customers.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <>
      <Select
        label="Customer"
        placeholder={customers.isPending ? 'Loading customers…' : 'Choose a customer'}
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        nothingFoundMessage="No customer matches"
        maw={420}
        mt="md"
        mb="lg"
        disabled={customers.isPending}
      />
      {customers.data?.length === 0 && (
        <Text c="dimmed" role="status">
          You have no customers yet.
        </Text>
      )}
      {chosen && (
        <FavouritesList
          key={chosen}
          customerId={Number(chosen)}
          renderCard={renderCard}
          label="Customer favorites"
        />
      )}
    </>
  );
}
