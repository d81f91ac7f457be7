import type {
  contactUs,
  Feedback,
  feedbackSubmit,
  Publication,
  PublicationKind,
  sampleRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';

export type ContactInput = z.input<typeof contactUs.body>;
export type SampleInput = z.input<typeof sampleRequest.body>;
export type FeedbackInput = z.input<typeof feedbackSubmit.body>;

export interface Dealer {
  id: number;
  name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
  distance_miles: number | null;
}

/** The forms show errors beside their fields themselves: calls are silent. */
export const sendContact = (body: ContactInput) =>
  request<{ id: number; message: string }>('/mibd/common/contact_us', { body, silent: true });

export const sendSampleRequest = (body: SampleInput) =>
  request<{ id: number; message: string }>('/mibd/common/sample_request', { body, silent: true });

export const searchDealers = (query: { zip?: string; state?: string }, signal?: AbortSignal) =>
  request<{ list: Dealer[] }>('/mibd/dealer/search', {
    method: 'GET',
    query: { ...query, limit: 20 },
    signal,
    silent: true,
  }).then((val) => val.list);

export const listPublications = (kind: PublicationKind, signal?: AbortSignal) =>
  request<{ list: Publication[] }>('/mibd/content/publication_list', {
    method: 'GET',
    query: { kind },
    signal,
    silent: true,
  }).then((val) => val.list);

export const sendFeedback = (body: FeedbackInput) =>
  request<{ ref: string; message: string }>('/mibd/common/feedback', { body, silent: true });

export const feedbackByRef = (ref: string, signal?: AbortSignal) =>
  request<Feedback>('/mibd/common/feedback_detail', {
    method: 'GET',
    query: { ref },
    signal,
    silent: true,
  });
