import { Alert, Button, Container, Group, Skeleton, Text } from '@mantine/core';
import type { PublicationKind } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { publicationsQueryOptions } from '../api/content-api';
import { loadError } from '../shared/submit-error';
import { PublicationCard } from './publication-card';
import classes from './publications.module.css';

const COPY: Record<PublicationKind, { title: string; lead: string; other: [string, string] }> = {
  magazine: {
    title: 'Magazines',
    lead: 'Seasonal issues, one room at a time: the pieces we are proud of this season, with sizes and item numbers for your specifications.',
    other: ['Looking for the full range? See the E-Catalog', '/eCatalog'],
  },
  catalog: {
    title: 'E-Catalog',
    lead: 'The current range as a PDF, complete or by category: every piece with its picture, item number and dimensions. Sign in to see your trade prices on the site.',
    other: ['Read this season’s Magazines', '/magazines'],
  },
};

/** /magazines and /eCatalog: this brand's issues as covers, each opening a PDF drawn from the catalogue. */
export function PublicationsScreen({ kind }: { kind: PublicationKind }) {
  const copy = COPY[kind];
  const issues = useQuery(publicationsQueryOptions(kind));
  return (
    <Container size="lg" py={48} pb={88}>
      <PageHeading>{copy.title}</PageHeading>
      <Text c="dimmed" size="lg" maw={720} mt="sm">
        {copy.lead}
      </Text>
      <Group className={classes.switch}>
        <Button component={SmartLink} to={copy.other[1]} variant="subtle" px={0}>
          {copy.other[0]}
        </Button>
      </Group>
      {issues.isPending && (
        <ul className={classes.grid} aria-busy="true" aria-label="Loading issues">
          {['a', 'b', 'c', 'd'].map((key) => (
            <li key={key}>
              <Skeleton style={{ aspectRatio: '3 / 4' }} />
              <Skeleton height={18} mt="md" width="70%" />
              <Skeleton height={14} mt="xs" width="40%" />
            </li>
          ))}
        </ul>
      )}
      {issues.isError && (
        <Alert color="red" variant="light" role="alert" mt="xl">
          {loadError(issues.error)}
          <Button variant="subtle" ml="sm" size="compact-sm" onClick={() => issues.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {issues.data?.length === 0 && (
        <Text c="dimmed" mt="xl" role="status">
          There are no issues yet. Please check back soon.
        </Text>
      )}
      {issues.data && issues.data.length > 0 && (
        <ul className={classes.grid} aria-label={copy.title}>
          {issues.data.map((issue) => (
            <PublicationCard key={issue.id} issue={issue} />
          ))}
        </ul>
      )}
    </Container>
  );
}
