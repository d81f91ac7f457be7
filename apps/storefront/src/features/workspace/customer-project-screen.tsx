import { Stack, Text } from '@mantine/core';
import { WorkspaceMessages as W } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { ProjectList } from './project-list';
import { customerProjectsQueryOptions } from './workspace-api';
import { Failure, Loading, WorkspacePage } from './workspace-parts';

/** The customer's own projects, read only (spec 6: customer mode cannot edit projects). */
export function OwnProjects() {
  const projects = useQuery(customerProjectsQueryOptions(null));
  if (projects.isPending) return <Loading label="Loading projects" />;
  if (projects.isError)
    return <Failure error={projects.error} onRetry={() => projects.refetch()} />;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {W.readOnly}
      </Text>
      <ProjectList projects={projects.data.list} readOnly />
    </Stack>
  );
}

/** /customerProject: a customer's own projects. */
export function CustomerProjectScreen() {
  return (
    <WorkspacePage size="lg" title="Customer Projects">
      <OwnProjects />
    </WorkspacePage>
  );
}
