import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { FavouriteMessages as M } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callError } from '../../lib/call-error';
import { CollectionDialog } from './collection-dialog';
import { CollectionsPanel } from './collections-panel';
import { FavouriteGrid, type RenderCard } from './favourite-grid';
import classes from './favourites.module.css';
import { favouritesQueryOptions, useLikeMutation } from './favourites-api';

/** One favourites list (own or a customer's): products, remove, save as collection, share. */
export function FavouritesList(props: {
  customerId?: number | undefined;
  renderCard: RenderCard;
  label: string;
}) {
  const { customerId, renderCard, label } = props;
  const list = useQuery(favouritesQueryOptions(customerId));
  const unlike = useLikeMutation(customerId);
  const [saving, setSaving] = useState(false);
  const products = list.data?.list ?? [];

  return (
    <>
      {list.isPending && (
        <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading favorites">
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} height={280} />
          ))}
        </div>
      )}
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {callError(list.error).message}
          <Button variant="subtle" ml="sm" size="compact-sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {list.data && products.length === 0 && (
        <Text c="dimmed" role="status" data-testid="favourites-empty">
          {M.empty}. Press the heart on a product page to keep it here.
        </Text>
      )}
      {products.length > 0 && (
        <>
          <Group justify="space-between" mb="md">
            <Text c="dimmed">
              {products.length === 1 ? '1 product' : `${products.length} products`}
            </Text>
            <Button onClick={() => setSaving(true)}>Save as collection</Button>
          </Group>
          {unlike.isError && (
            <Alert color="red" variant="light" role="alert" mb="sm">
              {callError(unlike.error).message}
            </Alert>
          )}
          <FavouriteGrid
            products={products}
            renderCard={renderCard}
            label={label}
            action={(p) => (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                onClick={() => unlike.mutate({ sku: p.sku_number, like: false })}
                aria-label={`Remove ${p.name} from favorites`}
              >
                Remove
              </Button>
            )}
          />
        </>
      )}
      <CollectionDialog
        opened={saving}
        skus={products.map((p) => p.sku_number)}
        customerId={customerId}
        onClose={() => setSaving(false)}
      />
      {list.data && <CollectionsPanel customerId={customerId} />}
    </>
  );
}
