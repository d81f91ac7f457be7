import { Limits, Source, Timing } from '@portal/contract';

/** Where a finished case is announced (spec 4): photo upload, scheme details or the AI chat. */
export type NoticeTarget = 'upload' | 'scheme' | 'chat';

export const noticeTarget = (source: number): NoticeTarget =>
  source === Source.schemeDetails
    ? 'scheme'
    : source === Source.chat || source === Source.chatReplace
      ? 'chat'
      : 'upload';

/**
 * At most `Limits.aiNotificationMax` notices in any `Timing.aiNotificationWindowMs` (spec 4:
 * 3 per 5 s): answers whether one may show now, and remembers it if so.
 */
export const createNoticeGate = (
  max: number = Limits.aiNotificationMax,
  windowMs: number = Timing.aiNotificationWindowMs,
) => {
  const shown: number[] = [];
  return (now: number): boolean => {
    while (shown.length && now - shown[0]! >= windowMs) shown.shift();
    if (shown.length >= max) return false;
    shown.push(now);
    return true;
  };
};
