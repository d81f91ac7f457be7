import { Button, Container, Group, Text } from '@mantine/core';
import { Messages } from '@portal/contract';
import { useCan } from '../../../components/can';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';

/**
 * /noPermission: where a call answered 25010 (spec 8). Home is always a way out; the mode
 * switch is offered only to accounts that have one (for a customer it led straight back here).
 */
export function NoPermissionScreen() {
  const canSwitch = useCan('mode');
  return (
    <Container size="sm" py={88} ta="center">
      <PageHeading fz={28}>No Permission</PageHeading>
      <Text c="dimmed" size="lg" mt="md">
        {Messages.noPermission}
      </Text>
      <Group justify="center" mt="xl">
        <Button component={SmartLink} to="/home" size="md">
          Back to home
        </Button>
        {canSwitch && (
          <Button component={SmartLink} to="/selectMode" size="md" variant="default">
            Change view mode
          </Button>
        )}
      </Group>
    </Container>
  );
}
