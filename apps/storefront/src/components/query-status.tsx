import { Alert, Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { callError } from '../lib/call-error';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a panel shows instead of its data: a labelled loader while the query loads, or the failed
 * call's message with Try again. Null once the data is there.
 */
export function queryStatus(query: QueryState, loadingLabel: string): ReactNode {
  if (query.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={callError(query.error).message}>
        <Button variant="default" size="xs" mt="xs" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  return null;
}
