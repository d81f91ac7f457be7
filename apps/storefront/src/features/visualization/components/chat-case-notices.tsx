import { useQuery } from '@tanstack/react-query';
import { caseListQuery } from '../api/visualization-api';
import { useCaseNotices } from './use-case-notices';

/**
 * Announces cases started from the chat (sources 4 and 5, spec 4) where the chat lives: the app
 * mounts it beside Cara's entry for signed-in users. Shares My Visualizations' list and its
 * polling (every 10 s while a case generates, else once per 30 s of staleness).
 */
export function ChatCaseNotices() {
  const cases = useQuery(caseListQuery(1, 12, true));
  useCaseNotices(cases.data?.case_list, 'chat');
  return null;
}
