import { Alert, Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { AuthMessages, FieldMax, isEmail, nameProblem } from '@portal/contract';
import { useState } from 'react';
import { callError } from '../../lib/call-error';
import { useInvite } from './team-api';

/** Invite a sub-account by e-mail: it is listed as to be activated until the link is used. */
export function InviteForm() {
  const invite = useInvite();
  const [values, setValues] = useState({ email: '', first_name: '', last_name: '' });
  const [checked, setChecked] = useState<string | null>(null);
  const [names, setNames] = useState<{ first_name?: string; last_name?: string }>({});
  const failure = invite.error ? callError(invite.error) : null;
  const fieldFailure = (field: string) => (failure?.field === field ? failure.message : null);
  const emailError = checked ?? fieldFailure('email');
  const nameError = (field: 'first_name' | 'last_name') => names[field] ?? fieldFailure(field);
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
    // The names go into the invitation mail: one line each, as the API checks them.
    const nameProblems = {
      first_name: nameProblem(values.first_name) ?? undefined,
      last_name: nameProblem(values.last_name) ?? undefined,
    };
    setNames(nameProblems);
    if (problem || nameProblems.first_name || nameProblems.last_name) return;
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
          error={nameError('first_name')}
        />
        <TextInput
          label="Last name"
          maxLength={FieldMax.customer.last_name}
          value={values.last_name}
          onChange={set('last_name')}
          error={nameError('last_name')}
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
      {failure && !['email', 'first_name', 'last_name'].includes(failure.field ?? '') && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {failure.message}
        </Alert>
      )}
    </form>
  );
}
