import {
  Alert,
  Button,
  Container,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  AuthMessages,
  FavouriteMessages,
  FieldMax,
  nameProblem,
  passwordProblem,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { SmartLink } from '../../components/smart-link';
import { callError } from '../../lib/call-error';
import classes from './team.module.css';
import { activationInfoQueryOptions, useActivate } from './team-api';

type Field = 'first_name' | 'last_name' | 'password' | 'confirm_password';

/** /subAccountActivation?token=: the invited person names themselves and sets a password. */
export function ActivationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const info = useQuery(activationInfoQueryOptions(token));
  return (
    <Container size="sm" py={40} pb={80}>
      <div className={classes.card}>
        <PageHeading>Activate Your Account</PageHeading>
        {!token && (
          <Alert color="red" variant="light" role="alert" mt="lg">
            {FavouriteMessages.linkInvalid}
          </Alert>
        )}
        {token && info.isPending && (
          <Skeleton height={260} mt="lg" role="status" aria-label="Loading" />
        )}
        {info.isError && (
          <Alert color="red" variant="light" role="alert" mt="lg" data-testid="activation-error">
            {callError(info.error).message}
          </Alert>
        )}
        {info.data && <ActivationForm token={token} info={info.data} />}
      </div>
    </Container>
  );
}

function ActivationForm(props: {
  token: string;
  info: {
    email: string;
    first_name: string;
    last_name: string;
    company_name: string;
    inviter: string;
  };
}) {
  const { token, info } = props;
  const activate = useActivate();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: info.first_name,
    last_name: info.last_name,
    password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const failure = activate.error ? callError(activate.error) : null;
  const errorOf = (f: Field) => errors[f] ?? (failure?.field === f ? failure.message : undefined);
  const set = (f: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [f]: value }));
  };

  if (activate.isSuccess)
    return (
      <Alert color="green" variant="light" role="status" mt="lg" data-testid="activated">
        {activate.data.message}. <SmartLink to="/login">Sign in</SmartLink>
      </Alert>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (activate.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    for (const [field, required] of [
      ['first_name', AuthMessages.firstNameRequired],
      ['last_name', AuthMessages.lastNameRequired],
    ] as const) {
      const problem = values[field].trim() ? nameProblem(values[field]) : required;
      if (problem) found[field] = problem;
    }
    const weak = passwordProblem(values.password);
    if (weak) found.password = weak;
    else if (values.password !== values.confirm_password)
      found.confirm_password = AuthMessages.passwordsDontMatch;
    setErrors(found);
    if (Object.keys(found).length) return;
    activate.mutate({ token, ...values });
  };

  const input = (name: Field, label: string, autoComplete: string) => ({
    label,
    required: true,
    autoComplete,
    value: values[name],
    onChange: set(name),
    error: errorOf(name),
  });

  return (
    <Paper withBorder p="lg" mt="lg" radius="md">
      <Text mb="md">
        {info.inviter || 'Your designer'} invited <b>{info.email}</b> to a sub-account of{' '}
        {info.company_name || 'their company'}.
      </Text>
      <form noValidate onSubmit={submit} aria-label="Activate your account">
        <Stack>
          <TextInput
            {...input('first_name', 'First name', 'given-name')}
            maxLength={FieldMax.customer.first_name}
          />
          <TextInput
            {...input('last_name', 'Last name', 'family-name')}
            maxLength={FieldMax.customer.last_name}
          />
          <PasswordInput
            {...input('password', 'Password', 'new-password')}
            description="12 to 20 characters with a number, upper and lower case and a symbol"
          />
          <PasswordInput {...input('confirm_password', 'Confirm password', 'new-password')} />
          {failure && !failure.field && (
            <Alert color="red" variant="light" role="alert" data-testid="activation-failed">
              {failure.message}
            </Alert>
          )}
          <Button type="submit" loading={activate.isPending}>
            Activate account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
