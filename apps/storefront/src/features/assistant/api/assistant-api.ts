import { addLog, type ChatHistoryItem, Limits, type LogType, llmHistory } from '@portal/contract';
import { call } from '../../../lib/call';

export const historyKey = ['cara', 'history'] as const;

/** Chat Records (spec 9): 6 at a time, each page older than the last item shown. */
export const historyInfiniteOptions = () => ({
  queryKey: historyKey,
  initialPageParam: 0,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    call(
      llmHistory,
      { time: pageParam || undefined, limit: Limits.chatHistoryPageSize },
      { signal, silent: true },
    ),
  getNextPageParam: (
    last: { list: ChatHistoryItem[]; total: number },
    pages: { list: ChatHistoryItem[] }[],
  ) => {
    const shown = pages.reduce((n, p) => n + p.list.length, 0);
    return shown < last.total && last.list.length
      ? last.list[last.list.length - 1]!.create_time
      : undefined;
  },
});

/** Usage events (spec 7): fire and forget, never shown. */
export const logEvent = (type: LogType, tag1?: string, data1?: string) => {
  call(addLog, { type, tag1, data1 }, { silent: true }).catch(() => {});
};
