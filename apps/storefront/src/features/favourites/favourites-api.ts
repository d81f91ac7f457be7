import {
  clickLike,
  collectionCreate,
  collectionDelete,
  collectionList,
  collectionShareList,
  collectionShareSendEmail,
  customerList,
  favouriteList,
} from '@portal/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type CallVal, call } from '../../lib/call';
import { quietQuery } from '../../lib/quiet-call';

/** The screens show errors themselves (beside a field or in the screen): calls are silent. */
const quiet = { silent: true } as const;

export type FavouriteProduct = CallVal<typeof favouriteList>['list'][number];
export type Collection = CallVal<typeof collectionList>['list'][number];
export type SharedList = CallVal<typeof collectionShareList>;
export type CustomerChoice = CallVal<typeof customerList>['list'][number];

/** A list's key: the caller's own (undefined) or a customer's. */
const listKey = (customerId?: number) => ['favourites', customerId ?? 'own'] as const;

export const favouritesQueryOptions = (customerId?: number) => ({
  ...quietQuery(
    favouriteList,
    [...listKey(customerId), 'products'] as const,
    customerId ? { customer_id: customerId } : {},
  ),
  staleTime: 30_000,
});

export const collectionsQueryOptions = (customerId?: number) => ({
  queryKey: [...listKey(customerId), 'collections'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(collectionList, customerId ? { customer_id: customerId } : {}, { signal, ...quiet }).then(
      (val) => val.list,
    ),
});

export const customersQueryOptions = () => ({
  queryKey: ['favourites', 'customers'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(customerList, {}, { signal, ...quiet }).then((val) => val.list),
  staleTime: 60_000,
});

export const sharedListQueryOptions = (token: string) => ({
  ...quietQuery(collectionShareList, ['favourites', 'shared', token] as const, { token }),
  enabled: token !== '',
  retry: false,
});

const refresh = (client: QueryClient, customerId?: number) =>
  client.invalidateQueries({ queryKey: listKey(customerId) });

/** The heart: add or remove, then every view of that list reads again. */
export const useLikeMutation = (customerId?: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { sku: string; like: boolean }) =>
      call(
        clickLike,
        {
          type: body.like ? 'add' : 'remove',
          product_id: body.sku,
          ...(customerId ? { customer_id: customerId } : {}),
        },
        quiet,
      ),
    onSuccess: () => refresh(client, customerId),
  });
};

export const useCreateCollection = (customerId?: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CallInput<typeof collectionCreate>, 'customer_id'>) =>
      call(
        collectionCreate,
        { ...body, ...(customerId ? { customer_id: customerId } : {}) },
        quiet,
      ),
    onSuccess: () => refresh(client, customerId),
  });
};

export const useDeleteCollection = (customerId?: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(collectionDelete, { id, ...(customerId ? { customer_id: customerId } : {}) }, quiet),
    onSuccess: () => refresh(client, customerId),
  });
};

export const useShareCollection = (customerId?: number) =>
  useMutation({
    mutationFn: (body: { id: number; email: string }) =>
      call(
        collectionShareSendEmail,
        { ...body, ...(customerId ? { customer_id: customerId } : {}) },
        quiet,
      ),
  });
