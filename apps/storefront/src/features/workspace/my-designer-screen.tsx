import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { designerQueryOptions } from './workspace-api';
import { Empty, phoneShown, QueryState, WorkspacePage } from './workspace-parts';

/** /myDesigner: the customer's designer card (spec 3: img, name, email, phone_number). */
export function MyDesignerScreen() {
  const designer = useQuery(designerQueryOptions());
  const d = designer.data;
  return (
    <WorkspacePage size="sm" title="My Designer">
      <QueryState query={designer} loading="Loading your designer" />
      {designer.isSuccess && !d && <Empty>No designer is linked to this account.</Empty>}
      {d && (
        <Card withBorder padding="lg" data-testid="designer-card">
          <Group wrap="nowrap">
            <Avatar src={d.img || null} alt="" size="xl" radius="xl">
              {d.name.slice(0, 1)}
            </Avatar>
            <Stack gap={4}>
              <Text fw={600} size="lg">
                {d.name}
              </Text>
              <Anchor href={`mailto:${d.email}`}>{d.email}</Anchor>
              {d.phone_number && (
                <Anchor href={`tel:${d.phone_number}`}>
                  {phoneShown(d.phone_number.replace(/^1(\d{10})$/, '$1'))}
                </Anchor>
              )}
            </Stack>
          </Group>
        </Card>
      )}
    </WorkspacePage>
  );
}
