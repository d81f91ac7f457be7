import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROJECT_NAME_MAX, projectNameProblem, WorkspaceMessages as W } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { OneFieldForm } from '../../components/one-field-form';
import { callError } from './call-error';
import { type ProjectItem, useDeleteProject, useRenameProject } from './workspace-api';

/** Rename: the same rules as create (spec 5), the server's duplicate message on the field. */
export function RenameDialog({ project, onClose }: { project: ProjectItem; onClose: () => void }) {
  const rename = useRenameProject();
  const [name, setName] = useState(project.name);
  const [problem, setProblem] = useState<string | null>(null);
  const failure = rename.error ? callError(rename.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const found = projectNameProblem(name);
    setProblem(found);
    if (!found)
      rename.mutate({ project_id: project.ID, name: name.trim() }, { onSuccess: onClose });
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title="Rename project"
      centered
    >
      <OneFieldForm
        label="Rename project"
        field={{
          label: 'Project name',
          maxLength: PROJECT_NAME_MAX,
          error: problem ?? failure?.message,
        }}
        value={name}
        onValue={setName}
        footer={{
          failure: null,
          onCancel: onClose,
          pending: rename.isPending,
          submitLabel: 'Save',
        }}
        onSubmit={submit}
      />
    </Modal>
  );
}

/** Delete, asked twice (issue 13): a project and its products go for good. */
export function DeleteDialog(props: {
  project: ProjectItem;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteProject();
  const [step, setStep] = useState<1 | 2>(1);
  const confirm = () => {
    if (step === 1) return setStep(2);
    if (remove.isPending) return;
    remove.mutate(props.project.ID, {
      onSuccess: () => {
        props.onClose();
        props.onDeleted?.();
      },
    });
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={props.onClose}
      title={`Delete “${props.project.name}”`}
      centered
    >
      <Stack>
        <Text>{step === 1 ? W.deleteProjectConfirm : W.deleteProjectConfirmAgain}</Text>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {callError(remove.error).message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {step === 1 ? 'Delete' : 'Yes, delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
