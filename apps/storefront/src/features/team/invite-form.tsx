import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { AuthMessages, FieldMax, isEmail } from '@portal/contract';
import { useState } from 'react';
import { callError } from '../../lib/call-error';
import { useInvite } from './team-api';

/** Invite a sub-account by e-mail: it is listed as to be activated until the link is used. */
export function InviteForm() {
  const invite = useInvite();
  const [values, setValues] = useState({ email: '', first_name: '', last_name: '' });
  const [checked, setChecked] = useState<string | null>(null);
  const failure = invite.error ? callError(invite.error) : null;
  const emailError = checked ?? (failure?.field === 'email' ? failure.message : null);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const email = values.email.trim();
    const problem = !email
      ? AuthMessages.enterEmail
      : !isEmail(email)
        ? AuthMessages.invalidEmail
        : null;
    setChecked(problem);
    if (problem) return;
    invite.mutate(
      { email, first_name: values.first_name.trim(), last_name: values.last_name.trim() },
      { onSuccess: () => setValues({ email: '', first_name: '', last_name: '' }) },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Invite a sub-account">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          maxLength={FieldMax.customer.email}
          value={values.email}
          onChange={set('email')}
          error={emailError}
        />
        <TextInput
          label="First name"
          maxLength={FieldMax.customer.first_name}
          value={values.first_name}
          onChange={set('first_name')}
        />
        <TextInput
          label="Last name"
          maxLength={FieldMax.customer.last_name}
          value={values.last_name}
          onChange={set('last_name')}
        />
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </Group>
      {invite.isSuccess && (
        <Alert color="green" variant="light" role="status" mt="md" data-testid="invite-sent">
          {invite.data.message}
        </Alert>
      )}
      {failure && failure.field !== 'email' && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {failure.message}
        </Alert>
      )}
    </form>
  );
}
