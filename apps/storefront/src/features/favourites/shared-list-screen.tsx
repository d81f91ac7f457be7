import { Alert, Container, Skeleton, Text } from '@mantine/core';
import { FavouriteMessages } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { callError } from '../../lib/call-error';
import { FavouriteGrid, type RenderCard } from './favourite-grid';
import classes from './favourites.module.css';
import { sharedListQueryOptions } from './favourites-api';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * /shared-favorites?token=: a shared collection from its signed link, for anyone holding it (no
 * sign-in). The server sends prices only as the viewer's own account allows.
 */
export function SharedListScreen({ renderCard }: { renderCard: RenderCard }) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const shared = useQuery(sharedListQueryOptions(token));
  return (
    <Container size="lg" py={40} pb={80}>
      <PageHeading>{shared.data?.name ?? 'Shared Favorites'}</PageHeading>
      {!token && (
        <Alert color="red" variant="light" role="alert" mt="lg">
          {FavouriteMessages.linkInvalid}
        </Alert>
      )}
      {token && shared.isPending && (
        <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading the list">
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} height={280} />
          ))}
        </div>
      )}
      {shared.isError && (
        <Alert color="red" variant="light" role="alert" mt="lg" data-testid="shared-error">
          {callError(shared.error).message}
        </Alert>
      )}
      {shared.data && (
        <>
          <Text c="dimmed" mt="xs" mb="lg">
            Shared by {shared.data.shared_by || 'your designer'} · the link works until{' '}
            {dateOf(shared.data.expires_at)}
          </Text>
          {shared.data.list.length === 0 ? (
            <Text c="dimmed" role="status">
              The products of this list are no longer available.
            </Text>
          ) : (
            <FavouriteGrid
              products={shared.data.list}
              renderCard={renderCard}
              label="Shared products"
            />
          )}
        </>
      )}
    </Container>
  );
}
