import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callError } from '../../lib/call-error';
import { favouritesQueryOptions, useLikeMutation } from './favourites-api';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.2 0 3.6 1.3 4.3 2.4.7-1.1 2.1-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
    />
  </svg>
);

/**
 * The product page's favourite (spec 6 tag `favorites`): the heart shows whether the product is
 * on the list the session reaches (own, or the preset customer's in communicate mode).
 */
export function FavouriteButton({ sku }: { sku: string }) {
  const list = useQuery(favouritesQueryOptions());
  const like = useLikeMutation();
  const liked = list.data?.sku_numbers.includes(sku) ?? false;
  return (
    <div>
      <Button
        variant={liked ? 'filled' : 'outline'}
        leftSection={<Heart filled={liked} />}
        aria-pressed={liked}
        loading={like.isPending}
        disabled={list.isPending}
        onClick={() => like.mutate({ sku, like: !liked })}
        data-testid="favourite-button"
      >
        {liked ? 'In your favorites' : 'Add to favorites'}
      </Button>
      {like.isError && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {callError(like.error).message}
        </Text>
      )}
    </div>
  );
}
