import { Button, Container, Group, Text } from '@mantine/core';
import { Messages } from '@portal/contract';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';

/** /noPermission: where a call answered 25010 (spec 8). */
export function NoPermissionScreen() {
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
        <Button component={SmartLink} to="/selectMode" size="md" variant="default">
          Change view mode
        </Button>
      </Group>
    </Container>
  );
}
