import { Modal } from '@mantine/core';
import { COLLECTION_NAME_MAX, FavouriteMessages as M } from '@portal/contract';
import { useState } from 'react';
import { OneFieldForm } from '../../components/one-field-form';
import { callError } from '../../lib/call-error';
import { useCreateCollection } from './favourites-api';

/** Saves the list's products as a named collection (the thing that is shared). */
export function CollectionDialog(props: {
  opened: boolean;
  skus: readonly string[];
  customerId?: number | undefined;
  onClose: () => void;
}) {
  const { opened, skus, customerId, onClose } = props;
  const create = useCreateCollection(customerId);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  const failure = create.error ? callError(create.error) : null;
  const fieldError = checked ?? (failure?.field === 'name' ? failure.message : null);

  const close = () => {
    create.reset();
    setName('');
    setChecked(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const value = name.trim();
    const problem = value ? null : M.collectionNameRequired;
    setChecked(problem);
    if (!problem) create.mutate({ name: value, sku_numbers: [...skus] }, { onSuccess: close });
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title="Save as a collection"
      centered
    >
      <OneFieldForm
        label="New collection"
        intro={`${skus.length === 1 ? 'The product' : `All ${skus.length} products`} on this list, under one name you can share.`}
        field={{ label: 'Collection name', maxLength: COLLECTION_NAME_MAX, error: fieldError }}
        value={name}
        onValue={setName}
        footer={{
          failure: failure && failure.field !== 'name' ? failure.message : null,
          onCancel: close,
          pending: create.isPending,
          submitLabel: 'Save',
        }}
        onSubmit={submit}
      />
    </Modal>
  );
}
