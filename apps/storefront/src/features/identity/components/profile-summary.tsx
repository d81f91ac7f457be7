import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatUsPhone, usPhoneDigits } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { useUserInfo } from '../hooks/use-user-info';
import { modeLabelsFor } from '../mode-labels';

/** The signed-in account at a glance (Personal Center's Profile tab), with the way to edit it. */
export function ProfileSummary() {
  const info = useUserInfo();
  const first = useStoredValue('userFirstName') ?? '';
  const last = useStoredValue('userLastName') ?? '';
  const email = useStoredValue('userEmail') ?? '';
  const avatar = useStoredValue('userHead_img');
  const mode = useStoredValue('mode');
  const labels = modeLabelsFor(BRAND, useStoredValue('accountType'));
  const phone = info.data?.phone;
  const name = `${first} ${last}`.trim();
  return (
    <Paper withBorder p="lg" data-testid="profile-summary">
      <Group align="flex-start" justify="space-between" gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={avatar || null} name={name} color="brand" size={64} alt="" />
          <Stack gap={2}>
            <Text fw={600} size="lg">
              {name || email}
            </Text>
            <Text>{email}</Text>
            {phone && <Text>{usPhoneDigits(phone) ? formatUsPhone(phone) : phone}</Text>}
            {mode && labels[mode] && (
              <Text size="sm" c="dimmed">
                View: {labels[mode].name}
              </Text>
            )}
          </Stack>
        </Group>
        <Button component={SmartLink} to="/accountSettings" variant="default">
          Edit profile
        </Button>
      </Group>
    </Paper>
  );
}
