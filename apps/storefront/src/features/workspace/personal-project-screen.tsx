import { Anchor, Button, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { NewProjectForm } from './new-project-form';
import { ProjectList } from './project-list';
import {
  customerProjectsQueryOptions,
  customerQueryOptions,
  projectsQueryOptions,
} from './workspace-api';
import { Failure, Loading, Pager } from './workspace-parts';

const LIMIT = 20;

/** /personalProject: one customer's projects (?customer_id=), or all of the designer's. */
export function PersonalProjectScreen() {
  const [params] = useSearchParams();
  const customerId = Number(params.get('customer_id') ?? 0) || 0;
  return (
    <Container size="lg" py="lg">
      {customerId ? <CustomerProjects customerId={customerId} /> : <AllProjects />}
    </Container>
  );
}

function CustomerProjects({ customerId }: { customerId: number }) {
  const customer = useQuery(customerQueryOptions(customerId));
  const projects = useQuery(customerProjectsQueryOptions(customerId));
  return (
    <Stack>
      <Stack gap={4}>
        <Anchor component={Link} to="/selectCustomer" size="sm">
          ← All customers
        </Anchor>
        <PageHeading>My Projects</PageHeading>
        {customer.data && (
          <Text data-testid="project-customer">Customer: {customer.data.name}</Text>
        )}
      </Stack>
      <NewProjectForm customerId={customerId} />
      {projects.isPending && <Loading label="Loading projects" />}
      {projects.isError && <Failure error={projects.error} onRetry={() => projects.refetch()} />}
      {projects.data && <ProjectList projects={projects.data.list} readOnly={false} />}
    </Stack>
  );
}

/** Every project of the designer's customers, newest first (also the personal center's tab). */
export function AllProjects({ heading = true }: { heading?: boolean }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(keyword.trim());
  const projects = useQuery(projectsQueryOptions(search, page, LIMIT));
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        {heading ? <PageHeading>My Projects</PageHeading> : <span />}
        <Button component={Link} to="/selectCustomer" variant="light">
          New project for a customer
        </Button>
      </Group>
      <TextInput
        type="search"
        label="Search projects"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPage(1);
        }}
      />
      {projects.isPending && <Loading label="Loading projects" />}
      {projects.isError && <Failure error={projects.error} onRetry={() => projects.refetch()} />}
      {projects.data && (
        <>
          <ProjectList projects={projects.data.list} readOnly={false} showCustomer />
          <Pager page={page} total={projects.data.total} limit={LIMIT} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
