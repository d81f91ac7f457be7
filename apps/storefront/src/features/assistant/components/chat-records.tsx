import { Button, Loader, Stack, Text } from '@mantine/core';
import { AssistantMessages, USER_TEXT_ATTRIBUTE } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { historyInfiniteOptions } from '../api/assistant-api';
import classes from './cara.module.css';

/** Chat Records (spec 2, 9): the caller's history, 6 at a time by last item time. */
export function ChatRecords({ onBack }: { onBack: () => void }) {
  const q = useInfiniteQuery(historyInfiniteOptions());
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={classes.messages} data-testid="cara-records">
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={onBack}
        style={{ alignSelf: 'flex-start' }}
      >
        Back to chat
      </Button>
      <Text fw={700}>{AssistantMessages.chatRecords}</Text>
      {q.isPending && <Loader size="sm" aria-label="Loading chat records" />}
      {q.isError && (
        <Text c="red.8" role="alert">
          {AssistantMessages.serverException}
        </Text>
      )}
      {q.isSuccess && !items.length && <Text>{AssistantMessages.noHistory}</Text>}
      <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <li key={item.id} data-testid="cara-record">
            <Text size="xs" c="dimmed">
              {item.send_user_id === 'AI' ? AssistantMessages.name : 'You'} ·{' '}
              {new Date(item.create_time).toLocaleString('en-US')}
            </Text>
            <Text
              size="sm"
              lineClamp={3}
              {...(item.send_user_id === 'AI' ? {} : { [USER_TEXT_ATTRIBUTE]: '' })}
            >
              {item.text}
            </Text>
          </li>
        ))}
      </Stack>
      {q.hasNextPage && (
        <Button
          variant="light"
          size="compact-sm"
          loading={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
