import {
  contactUs,
  dealerSearch,
  feedbackDetail,
  feedbackSubmit,
  type PublicationKind,
  publicationList,
  sampleRequest,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, type CallVal, call } from '../../../lib/call';
import { quietQuery } from '../../../lib/quiet-call';

/** The content screens' calls. The forms show errors beside their fields: calls are silent. */
const quiet = { silent: true } as const;

export type ContactInput = CallInput<typeof contactUs>;
export type SampleInput = CallInput<typeof sampleRequest>;
export type FeedbackInput = CallInput<typeof feedbackSubmit>;
export type Dealer = CallVal<typeof dealerSearch>['list'][number];
type DealerWhere = Pick<NonNullable<CallInput<typeof dealerSearch>>, 'zip' | 'state'>;

/** /contactUs: stored and mailed to customer service; answers its reference. */
export const useContactMutation = () =>
  useMutation({ mutationFn: (body: ContactInput) => call(contactUs, body, quiet) });

/** /sample-request: finish and fabric swatches. */
export const useSampleRequestMutation = () =>
  useMutation({ mutationFn: (body: SampleInput) => call(sampleRequest, body, quiet) });

/** /feedbackText: rating, topic and comments; answers the reference /feedbackDetail reads. */
export const useFeedbackMutation = () =>
  useMutation({ mutationFn: (body: FeedbackInput) => call(feedbackSubmit, body, quiet) });

/** Dealers nearest to a ZIP code, or in a state (20 at most). */
export const dealersQueryOptions = (query: DealerWhere | null) => ({
  queryKey: ['content', 'dealers', query] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(dealerSearch, { ...query, limit: 20 }, { signal, ...quiet }).then((val) => val.list),
  enabled: query !== null,
  retry: false,
});

/** This brand's magazines or e-catalogues, newest first. */
export const publicationsQueryOptions = (kind: PublicationKind) => ({
  queryKey: ['content', 'publications', kind] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(publicationList, { kind }, { signal, ...quiet }).then((val) => val.list),
  staleTime: 10 * 60_000,
});

/** One feedback by its reference. */
export const feedbackQueryOptions = (ref: string) => ({
  ...quietQuery(feedbackDetail, ['content', 'feedback', ref] as const, { ref }),
  enabled: ref !== '',
  retry: false,
});
