import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CaseStatus, type CaseSummary, VisualizationMessages } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { markNotified } from '../api/visualization-api';
import { createNoticeGate, type NoticeTarget, noticeTarget } from '../model/notice-policy';

export const schemeHref = (caseId: number) => `/AISchemeDetails?case_id=${caseId}`;

/**
 * Announces each finished case of `target` once (spec 4): a failure with the spec's message, a
 * completion with its thumbnail and a link; at most 3 notices per 5 s, the rest wait for the
 * next poll. The server remembers what was announced (inpainting_message), so a reload or a
 * second tab does not announce it again.
 */
export function useCaseNotices(cases: readonly CaseSummary[] | undefined, target: NoticeTarget) {
  const gate = useRef(createNoticeGate());
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const c of cases ?? []) {
      if (c.status === CaseStatus.pending || c.notified || shown.current.has(c.case_id)) continue;
      if (noticeTarget(c.source) !== target) continue;
      if (!gate.current(Date.now())) break;
      shown.current.add(c.case_id);
      void markNotified(c.case_id);
      if (c.status === CaseStatus.complete) {
        notifications.show({
          title: 'Your visualization is ready',
          color: 'teal',
          message: (
            <Group gap="sm" wrap="nowrap">
              {c.thumbnail && <img src={c.thumbnail} alt="" width={96} height={54} />}
              {/* Toasts render outside the router: a plain link. */}
              <Anchor href={schemeHref(c.case_id)}>View the four variations</Anchor>
            </Group>
          ),
        });
      } else {
        notifications.show({
          color: 'red',
          message: <Text size="sm">{c.errmsg ?? VisualizationMessages.generationFailed}</Text>,
        });
      }
    }
  }, [cases, target]);
}
