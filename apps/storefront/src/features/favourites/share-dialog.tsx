import { Alert, Button, Modal, Stack } from '@mantine/core';
import { AuthMessages, FieldMax, isEmail, SHARE_LINK_DAYS } from '@portal/contract';
import { useState } from 'react';
import { OneFieldForm } from '../../components/one-field-form';
import { callError } from '../../lib/call-error';
import { type Collection, useShareCollection } from './favourites-api';

/** Share a collection by e-mail: the recipient gets a signed link that works without signing in. */
export function ShareDialog(props: {
  collection: Collection | null;
  customerId?: number | undefined;
  onClose: () => void;
}) {
  const { collection, customerId, onClose } = props;
  const share = useShareCollection(customerId);
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const failure = share.error ? callError(share.error) : null;
  const fieldError = checked ?? (failure?.field === 'email' ? failure.message : null);

  const close = () => {
    share.reset();
    setEmail('');
    setChecked(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (share.isPending || !collection) return;
    const value = email.trim();
    const problem = !value
      ? AuthMessages.enterEmail
      : !isEmail(value)
        ? AuthMessages.invalidEmail
        : null;
    setChecked(problem);
    if (!problem) share.mutate({ id: collection.id, email: value });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={collection !== null}
      onClose={close}
      title={collection ? `Share “${collection.name}”` : 'Share'}
      centered
    >
      {share.isSuccess ? (
        <Stack>
          <Alert color="green" variant="light" role="status" data-testid="share-sent">
            {share.data.message}. The link works for {SHARE_LINK_DAYS} days, without signing in.
          </Alert>
          <Button onClick={close} style={{ alignSelf: 'flex-end' }}>
            Done
          </Button>
        </Stack>
      ) : (
        <OneFieldForm
          label="Share by email"
          intro="We will email a link to this list. Prices show only as the recipient's own account allows."
          field={{
            label: "Recipient's email",
            type: 'email',
            autoComplete: 'email',
            maxLength: FieldMax.share.email,
            error: fieldError,
          }}
          value={email}
          onValue={setEmail}
          footer={{
            failure: failure && failure.field !== 'email' ? failure.message : null,
            onCancel: close,
            pending: share.isPending,
            submitLabel: 'Send',
          }}
          onSubmit={submit}
        />
      )}
    </Modal>
  );
}
