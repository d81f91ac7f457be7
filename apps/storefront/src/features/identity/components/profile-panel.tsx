import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { AuthMessages, Limits } from '@portal/contract';
import { useState } from 'react';
import { useStoredValue } from '../../../lib/use-stored';
import { useAvatarUploadMutation } from '../api/account-api';
import { errorTextOrNull } from '../api/error-text';
import { RoweLinkPanel } from '../rowe/rowe-link-panel';
import { FormError } from './form-error';
import { ProfileForm } from './profile-form';

const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** The signed-in user's picture, then the names and phone they can edit (and, on ROWE, the Rowe link). */
export function ProfilePanel() {
  const first = useStoredValue('userFirstName') ?? '';
  const last = useStoredValue('userLastName') ?? '';
  const avatar = useStoredValue('userHead_img');
  // The picture's own checks (type, size) before anything is sent.
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useAvatarUploadMutation();

  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    setProblem(null);
    if (!AVATAR_TYPES.includes(file.type)) return setProblem(AuthMessages.avatarType);
    if (file.size > Limits.profileImageBytes) return setProblem(AuthMessages.avatarTooLarge);
    upload.mutate(file);
  };

  return (
    <Stack gap="lg">
      <Group>
        <Avatar src={avatar || null} name={`${first} ${last}`} color="brand" size={72} />
        <div>
          <FileButton onChange={choose} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="default" size="sm" loading={upload.isPending} {...props}>
                Change picture
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" mt={6}>
            JPG or PNG, up to 20 MB.
          </Text>
        </div>
      </Group>
      <FormError message={problem ?? errorTextOrNull(upload.error)} />
      <ProfileForm />
      {import.meta.env.MODE === 'rowe' && <RoweLinkPanel />}
    </Stack>
  );
}
