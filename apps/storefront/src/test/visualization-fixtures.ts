import type { CaseSummary } from '@portal/contract';

/** A finished room case (source 2: the upload screen), as aiCaseList answers it. */
export const aCase = (over: Partial<CaseSummary>): CaseSummary => ({
  case_id: 1,
  status: 1,
  source: 2,
  type: 'living_room',
  file_src: '/ca/ai/image/photo.jpg',
  thumbnail: '/ca/ai/image/thumb-low.jpg',
  errmsg: null,
  notified: true,
  create_time: '2026-11-20T10:00:00.000Z',
  ...over,
});
