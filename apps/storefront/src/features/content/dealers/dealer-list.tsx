import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Messages } from '@portal/contract';
import type { Dealer } from '../api/content-api';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Showrooms, nearest first when searched by ZIP code. */
export function DealerList({ dealers }: { dealers: Dealer[] }) {
  if (dealers.length === 0)
    return (
      <Text c="dimmed" role="status" py="xl" ta="center">
        {Messages.noItemsForQuery}
      </Text>
    );
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label="Dealers" style={{ listStyle: 'none' }}>
      {dealers.map((d) => (
        <Card component="li" key={d.id} withBorder padding="lg" radius="md" data-testid="dealer">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700} size="lg" data-testid="dealer-name">
                {d.name}
              </Text>
              <Text c="dimmed" size="sm" component="address" style={{ fontStyle: 'normal' }}>
                {d.street}
                <br />
                {d.city}, {d.state} {d.postal_code}
              </Text>
              <Anchor href={tel(d.phone)} size="sm" mt={6} display="inline-block">
                {d.phone}
              </Anchor>
            </div>
            {d.distance_miles !== null && (
              <Badge variant="light" size="lg" data-testid="dealer-distance">
                {d.distance_miles.toFixed(1)} mi
              </Badge>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function DealerListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading dealers">
      {['a', 'b', 'c', 'd'].map((key) => (
        <Skeleton key={key} height={112} radius="md" />
      ))}
    </Stack>
  );
}
