import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import type { CaseSummary } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { caseListQuery } from '../api/visualization-api';
import { CaseStatusBadge, roomLabel } from './case-status';
import { schemeHref } from './use-case-notices';
import classes from './visualization.module.css';

/**
 * /personalCenter?type=visualizations: the cases of My Visualizations, compact (same query, so
 * both screens share one cache and its polling while a case generates).
 */
export function CaseListPanel() {
  const cases = useQuery(caseListQuery());
  const more = (
    <Anchor component={Link} to="/visualizations">
      open My Visualizations
    </Anchor>
  );
  if (cases.isPending) return <Loader aria-label="Loading visualizations" />;
  if (cases.isError) {
    return (
      <Alert color="red" role="alert">
        {cases.error.message}
      </Alert>
    );
  }
  const list = cases.data.case_list;
  if (!list.length) {
    return (
      <Text data-testid="case-list-empty">
        No visualizations yet. To see our furniture in a photo of your room, {more}.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <ul className={classes.compactList} data-testid="case-list-compact">
        {list.map((c) => (
          <CaseRow key={c.case_id} item={c} />
        ))}
      </ul>
      <Text size="sm">
        {cases.data.total > list.length
          ? `Showing the latest ${list.length} of ${cases.data.total}: for all of them and a new one, `
          : 'To start a new one, '}
        {more}.
      </Text>
    </Stack>
  );
}

function CaseRow({ item }: { item: CaseSummary }) {
  return (
    <li className={classes.compactRow} data-testid="case-row" data-status={item.status}>
      <img src={item.thumbnail ?? item.file_src} alt="" width={96} height={54} loading="lazy" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Anchor component={Link} to={schemeHref(item.case_id)} fw={600}>
            Visualization #{item.case_id}
          </Anchor>
          <CaseStatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {roomLabel(item.type)} · {new Date(item.create_time).toLocaleDateString()}
        </Text>
      </Stack>
    </li>
  );
}
