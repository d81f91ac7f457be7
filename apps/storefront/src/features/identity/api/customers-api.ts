import { customerList } from '@portal/contract';
import { call } from '../../../lib/call';

/**
 * The designer's customers for the client-mode picker (spec 7: customer_list). When the call
 * fails the list is empty and the picker shows the modes alone.
 */
export const customerOptionsQueryOptions = (enabled: boolean) => ({
  queryKey: ['mode-customers'] as const,
  queryFn: () =>
    call(customerList, {}, { silent: true }).then(
      (val) => val.list,
      () => [],
    ),
  enabled,
});
