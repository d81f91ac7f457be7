import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import { roweLinkQueryOptions, useUnlinkRoweMutation } from '../api/rowe-api';
import { FormError } from '../components/form-error';
import { RoweSignInButton } from './rowe-sign-in-button';

const since = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '';

/**
 * ROWE's account settings: the Rowe account linked to this trade account, with a way to remove
 * the link (asked twice) or, when there is none, to link one through Rowe's sign-in.
 */
export function RoweLinkPanel() {
  const link = useQuery(roweLinkQueryOptions());
  const [confirming, setConfirming] = useState(false);
  const unlink = useUnlinkRoweMutation();

  return (
    <Stack gap="sm" component="section" aria-labelledby="rowe-link-title" data-testid="rowe-link">
      <Title order={3} size="h5" id="rowe-link-title">
        Rowe account
      </Title>
      {link.isPending && <Skeleton height={40} aria-label="Loading your Rowe link" />}
      {link.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(link.error)}
        </Alert>
      )}
      {link.data?.linked && (
        <>
          <Text size="sm">
            Linked to <strong>{link.data.email}</strong> since {since(link.data.linked_at)}. You can
            sign in on this site with that Rowe account.
          </Text>
          {confirming ? (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Unlink your Rowe account? You will sign in with your trade account until you link it
                again.
              </Text>
              <Group gap="sm">
                <Button
                  color="red"
                  loading={unlink.isPending}
                  onClick={() =>
                    unlink.mutate(undefined, { onSuccess: () => setConfirming(false) })
                  }
                >
                  Unlink
                </Button>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Keep it
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button
              variant="default"
              onClick={() => setConfirming(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Unlink Rowe account
            </Button>
          )}
          <FormError message={unlink.isError ? errorText(unlink.error) : null} />
        </>
      )}
      {link.data && !link.data.linked && (
        <>
          <Text size="sm">
            No Rowe account is linked. Link one to sign in on this site with your Rowe account.
          </Text>
          <div style={{ alignSelf: 'flex-start' }}>
            <RoweSignInButton bind variant="default">
              Link a Rowe account
            </RoweSignInButton>
          </div>
        </>
      )}
    </Stack>
  );
}
