import { Alert, Button, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthMessages, FieldMax, isUsPhone, nameProblem } from '@portal/contract';
import { useSaveProfileMutation } from '../api/account-api';
import { errorText, errorTextOrNull, fieldErrorOf } from '../api/error-text';
import { useUserInfo } from '../hooks/use-user-info';
import { FormError } from './form-error';

interface ProfileValues {
  first_name: string;
  last_name: string;
  phone: string;
}

const NAME_FIELDS = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
] as const;

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
  const form = useForm<ProfileValues>({
    initialValues: initial,
    validate: {
      first_name: (v) => (v.trim() ? nameProblem(v) : AuthMessages.firstNameRequired),
      last_name: (v) => (v.trim() ? nameProblem(v) : AuthMessages.lastNameRequired),
      phone: (v) => (!v.trim() || isUsPhone(v) ? null : AuthMessages.invalidPhone),
    },
  });
  const save = useSaveProfileMutation();
  const field = fieldErrorOf(save.error);
  // A field the server refused shows beside the field; any other failure under the form.
  const error = field && field.field in initial ? null : errorTextOrNull(save.error);

  const submit = (values: ProfileValues) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        const next = {
          first_name: answer.user_first_name,
          last_name: answer.user_last_name,
          phone: answer.phone ?? '',
        };
        form.setValues(next);
        form.resetDirty(next);
      },
      onError: (failure) => {
        const refused = fieldErrorOf(failure);
        if (refused && refused.field in values) form.setFieldError(refused.field, refused.message);
      },
    });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label="Profile">
      <Stack gap="md" maw={420}>
        <Group grow align="flex-start">
          {NAME_FIELDS.map(([name, label, autoComplete]) => (
            <TextInput
              key={name}
              label={label}
              autoComplete={autoComplete}
              maxLength={FieldMax.profile[name]}
              withAsterisk
              {...form.getInputProps(name)}
            />
          ))}
        </Group>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={FieldMax.profile.phone}
          {...form.getInputProps('phone')}
        />
        <TextInput label="Email" value={email} readOnly variant="filled" />
        <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} w="fit-content">
          Save changes
        </Button>
      </Stack>
      <FormError message={error} />
      {save.isSuccess && (
        <Alert color="green" variant="light" role="status" mt="md">
          Your profile was saved.
        </Alert>
      )}
    </form>
  );
}
