import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CaseStatus, type CaseSummary, VisualizationRoomTabs } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useStoredValue } from '../../../lib/use-stored';
import { caseListQuery } from '../api/visualization-api';
import { schemeHref, useCaseNotices } from './use-case-notices';
import classes from './visualization.module.css';
import { VisualizationWizard } from './visualization-wizard';

/** /visualizations (My Visualizations): the three steps, then the cases, polled while generating. */
export function MyVisualizationsScreen() {
  const signedIn = Boolean(useStoredValue('token'));
  const client = useQueryClient();
  const cases = useQuery(caseListQuery());
  useCaseNotices(cases.data?.case_list, 'upload');
  const onStarted = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['visualization', 'cases'] });
  }, [client]);

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeading>My Visualizations</PageHeading>
        <VisualizationWizard signedIn={signedIn} onStarted={onStarted} />
        <section aria-labelledby="my-cases">
          <Title order={2} size="h4" id="my-cases" mb="sm">
            Your visualizations
          </Title>
          {cases.isPending && <Loader aria-label="Loading visualizations" />}
          {cases.isError && (
            <Alert color="red" role="alert">
              {cases.error.message}
            </Alert>
          )}
          {cases.data && cases.data.case_list.length === 0 && (
            <Text c="dimmed">No visualizations yet: upload a photo of your room to start one.</Text>
          )}
          {cases.data && cases.data.case_list.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} data-testid="case-list">
              {cases.data.case_list.map((c) => (
                <CaseCard key={c.case_id} item={c} />
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>
    </Container>
  );
}

const roomLabel = (type: string) =>
  VisualizationRoomTabs.find((t) => t.code === type)?.label ?? type;

function CaseCard({ item }: { item: CaseSummary }) {
  const status =
    item.status === CaseStatus.pending ? (
      <Badge color="blue" variant="light" leftSection={<Loader size={10} />}>
        Generating
      </Badge>
    ) : item.status === CaseStatus.complete ? (
      <Badge color="teal" variant="light">
        Ready
      </Badge>
    ) : (
      <Badge color="red" variant="light">
        Failed
      </Badge>
    );
  return (
    <Card withBorder padding="sm" data-testid="case-card" data-status={item.status}>
      <Card.Section>
        <img
          className={classes.caseImage}
          src={item.thumbnail ?? item.file_src}
          alt=""
          width={600}
          height={338}
          loading="lazy"
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        {status}
        <Text size="sm">
          {roomLabel(item.type)} · {new Date(item.create_time).toLocaleString()}
        </Text>
        {item.status < 0 && (
          <Text size="sm" c="red.9">
            {item.errmsg}
          </Text>
        )}
        {item.status === CaseStatus.complete && (
          <Anchor component={Link} to={schemeHref(item.case_id)}>
            View visualization #{item.case_id}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
