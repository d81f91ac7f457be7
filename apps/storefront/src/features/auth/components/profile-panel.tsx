import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { AuthMessages, Limits } from '@portal/contract';
import { useState } from 'react';
import { setStored } from '../../../lib/session';
import { useStoredValue } from '../../../lib/use-stored';
import { uploadProfilePicture } from '../api/account-api';
import { errorText } from '../api/error-text';
import { RoweLinkPanel } from '../rowe/rowe-link-panel';
import { FormError } from './form-error';
import { ProfileForm } from './profile-form';

const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** The signed-in user's picture, then the names and phone they can edit (and, on ROWE, the Rowe link). */
export function ProfilePanel() {
  const first = useStoredValue('userFirstName') ?? '';
  const last = useStoredValue('userLastName') ?? '';
  const avatar = useStoredValue('userHead_img');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!AVATAR_TYPES.includes(file.type)) return setError(AuthMessages.avatarType);
    if (file.size > Limits.profileImageBytes) return setError(AuthMessages.avatarTooLarge);
    setPending(true);
    try {
      setStored('userHead_img', (await uploadProfilePicture(file)).head_img);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group>
        <Avatar src={avatar || null} name={`${first} ${last}`} color="initials" size={72} />
        <div>
          <FileButton onChange={choose} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="default" size="sm" loading={pending} {...props}>
                Change picture
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" mt={6}>
            JPG or PNG, up to 20 MB.
          </Text>
        </div>
      </Group>
      <FormError message={error} />
      <ProfileForm />
      {import.meta.env.MODE === 'rowe' && <RoweLinkPanel />}
    </Stack>
  );
}
