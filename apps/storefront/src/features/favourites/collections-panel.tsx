import { Alert, Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { FavouriteMessages as M } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callError } from '../../lib/call-error';
import classes from './favourites.module.css';
import { type Collection, collectionsQueryOptions, useDeleteCollection } from './favourites-api';
import { ShareDialog } from './share-dialog';

/** A list's collections: share one by e-mail, or delete it (asked twice). */
export function CollectionsPanel({ customerId }: { customerId?: number | undefined }) {
  const collections = useQuery(collectionsQueryOptions(customerId));
  const remove = useDeleteCollection(customerId);
  const [sharing, setSharing] = useState<Collection | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  return (
    <section aria-labelledby="collections-title">
      <Title order={2} size="h3" id="collections-title" mt="xl" mb="sm">
        Collections
      </Title>
      {collections.isPending && (
        <Skeleton height={48} role="status" aria-label="Loading collections" />
      )}
      {collections.isError && (
        <Alert color="red" variant="light" role="alert">
          {callError(collections.error).message}
        </Alert>
      )}
      {collections.data?.length === 0 && (
        <Text c="dimmed" role="status">
          {M.noCollections}. Save your favorites as a collection to share them.
        </Text>
      )}
      {remove.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {callError(remove.error).message}
        </Alert>
      )}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {collections.data?.map((c) => (
          <li key={c.id} className={classes.collection} data-testid="collection">
            <div>
              <Text fw={600}>{c.name}</Text>
              <Text size="sm" c="dimmed">
                {c.count === 1 ? '1 product' : `${c.count} products`}
              </Text>
            </div>
            <Group gap="xs">
              <Button size="compact-md" variant="light" onClick={() => setSharing(c)}>
                Share by email
              </Button>
              {confirming === c.id ? (
                <Button
                  size="compact-md"
                  color="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate(c.id, { onSettled: () => setConfirming(null) })}
                >
                  Confirm delete
                </Button>
              ) : (
                <Button
                  size="compact-md"
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirming(c.id)}
                >
                  Delete
                </Button>
              )}
            </Group>
          </li>
        ))}
      </ul>
      <ShareDialog collection={sharing} customerId={customerId} onClose={() => setSharing(null)} />
    </section>
  );
}
