import { Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { NewProjectForm } from './new-project-form';
import { ProjectList } from './project-list';
import { SearchInput, useListSearch } from './use-list-search';
import {
  customerProjectsQueryOptions,
  customerQueryOptions,
  projectsQueryOptions,
} from './workspace-api';
import { Pager, QueryState } from './workspace-parts';

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
      <QueryState query={projects} loading="Loading projects" />
      {projects.data && <ProjectList projects={projects.data.list} readOnly={false} />}
    </Stack>
  );
}

/** Every project of the designer's customers, newest first (also the personal center's tab). */
export function AllProjects({ heading = true }: { heading?: boolean }) {
  const listSearch = useListSearch();
  const { page, setPage } = listSearch;
  const projects = useQuery(projectsQueryOptions(listSearch.search, page, LIMIT));
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        {heading ? <PageHeading>My Projects</PageHeading> : <span />}
        <Button component={Link} to="/selectCustomer" variant="light">
          New project for a customer
        </Button>
      </Group>
      <SearchInput label="Search projects" list={listSearch} />
      <QueryState query={projects} loading="Loading projects" />
      {projects.data && (
        <>
          <ProjectList projects={projects.data.list} readOnly={false} showCustomer />
          <Pager page={page} total={projects.data.total} limit={LIMIT} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
