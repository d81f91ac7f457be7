import { dealerApplicationStart, dealerApplicationSubmit } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/call';

/** Request Access (the dealer application): screens show the errors themselves. */
const quiet = { silent: true } as const;

export type DealerApplicationBody = CallInput<typeof dealerApplicationSubmit>;

/** A new application key, asked for when the first certificate file is chosen. */
export const startDealerApplication = async () =>
  (await call(dealerApplicationStart, undefined, quiet)).register_key;

export const useDealerApplicationMutation = () =>
  useMutation({
    mutationFn: (body: DealerApplicationBody) => call(dealerApplicationSubmit, body, quiet),
  });
