import { Button, Group, TextInput } from '@mantine/core';
import { PROJECT_NAME_MAX, projectNameProblem } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { callError } from './call-error';
import { type ProjectItem, useCreateProject } from './workspace-api';

/** A new project for one customer (spec 5: name required, trimmed, at most 50, unique). */
export function NewProjectForm(props: {
  customerId: number;
  onCreated?: (project: ProjectItem) => void;
}) {
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failure = create.error ? callError(create.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (create.isPending) return;
    const found = projectNameProblem(name);
    setProblem(found);
    if (found) return;
    create.mutate(
      { name: name.trim(), customer_id: props.customerId },
      {
        onSuccess: (project) => {
          setName('');
          props.onCreated?.(project);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label="New project">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="New project name"
          maxLength={PROJECT_NAME_MAX}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setProblem(null);
          }}
          error={problem ?? failure?.message}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          Create
        </Button>
      </Group>
    </form>
  );
}
