import { Alert, Button, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthMessages } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setStored } from '../../../lib/session';
import { saveProfile } from '../api/account-api';
import { errorText, fieldErrorOf } from '../api/error-text';
import { useUserInfo } from '../hooks/use-user-info';
import { FormError } from './form-error';

interface ProfileValues {
  first_name: string;
  last_name: string;
  phone: string;
}

/** Editable names and phone; the email is the sign-in name and stays read-only. */
export function ProfileForm() {
  const info = useUserInfo();
  if (info.isPending) return <Skeleton height={220} maw={420} />;
  if (info.isError) return <FormError message={errorText(info.error)} />;
  return (
    <ProfileFields
      email={info.data.user_email}
      initial={{
        first_name: info.data.user_first_name,
        last_name: info.data.user_last_name,
        phone: info.data.phone ?? '',
      }}
    />
  );
}

function ProfileFields({ email, initial }: { email: string; initial: ProfileValues }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({
    initialValues: initial,
    validate: {
      first_name: (v) => (v.trim() ? null : AuthMessages.firstNameRequired),
      last_name: (v) => (v.trim() ? null : AuthMessages.lastNameRequired),
    },
  });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (values: ProfileValues) => {
    setPending(true);
    setError(null);
    setSaved(false);
    try {
      const answer = await saveProfile(values);
      setStored('userFirstName', answer.user_first_name);
      setStored('userLastName', answer.user_last_name);
      const next = {
        first_name: answer.user_first_name,
        last_name: answer.user_last_name,
        phone: answer.phone ?? '',
      };
      form.setValues(next);
      form.resetDirty(next);
      await queryClient.invalidateQueries({ queryKey: ['user-info'] });
      setSaved(true);
    } catch (failure) {
      const field = fieldErrorOf(failure);
      if (field && field.field in values) form.setFieldError(field.field, field.message);
      else setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Profile">
      <Stack gap="md" maw={420}>
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            maxLength={50}
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            maxLength={50}
            withAsterisk
            {...form.getInputProps('last_name')}
          />
        </Group>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          {...form.getInputProps('phone')}
        />
        <TextInput label="Email" value={email} readOnly variant="filled" />
        <Button type="submit" loading={pending} disabled={!form.isDirty()} w="fit-content">
          Save changes
        </Button>
      </Stack>
      <FormError message={error} />
      {saved && (
        <Alert color="green" variant="light" role="status" mt="md">
          Your profile was saved.
        </Alert>
      )}
    </form>
  );
}
