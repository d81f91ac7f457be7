import {
  Alert,
  Anchor,
  Card,
  Container,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CaseStatus, type CaseSummary, Source } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useStoredValue } from '../../../lib/use-stored';
import { caseListQuery } from '../api/visualization-api';
import { CaseStatusBadge, roomLabel } from './case-status';
import { UploadStep } from './upload-step';
import { schemeHref, useCaseNotices } from './use-case-notices';
import classes from './visualization.module.css';
import { VisualizationWizard } from './visualization-wizard';

/**
 * /visualizations: signed in, My Visualizations (the three steps, then the cases, polled while
 * generating); a visitor (the showroom) uploads a photo and takes away a Photo Code.
 */
export function MyVisualizationsScreen() {
  const signedIn = Boolean(useStoredValue('token'));
  return signedIn ? <SignedInVisualizations /> : <ShowroomUpload />;
}

/** `?source=5&sku_number=` from Cara's Visualize: that source, that product (spec 4, 9). */
const sourceFrom = (params: URLSearchParams): number => {
  const asked = Number(params.get('source'));
  return (Object.values(Source) as number[]).includes(asked) ? asked : Source.start;
};

function SignedInVisualizations() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const source = sourceFrom(params);
  const client = useQueryClient();
  const cases = useQuery(caseListQuery());
  useCaseNotices(cases.data?.case_list, 'upload');
  const onStarted = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['visualization', 'cases'] });
  }, [client]);
  // Opened from the chat (source 5): closing the steps goes back to it.
  const onClose = useCallback(() => {
    if (source === Source.chatReplace) void navigate(-1);
  }, [source, navigate]);

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeading>My Visualizations</PageHeading>
        <VisualizationWizard
          signedIn
          source={source}
          skuNumber={params.get('sku_number')?.trim().slice(0, 60) || undefined}
          onStarted={onStarted}
          onClose={onClose}
        />
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

/** A visitor's step 1: upload only (generating needs an account); the photo waits for a code. */
function ShowroomUpload() {
  const ignore = useCallback(() => {}, []);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <PageHeading>See our furniture in your room</PageHeading>
        <Text>
          Upload a photo of your room and take away a Photo Code. Sign in with your trade account,
          here or at home, and enter the code to furnish the photo with our pieces.{' '}
          <Anchor component={Link} to="/login?redirect=%2Fvisualizations">
            Signed up already? Sign in
          </Anchor>
        </Text>
        <Paper withBorder p="md" radius="md">
          <UploadStep signedIn={false} examples={false} onPhoto={ignore} onExample={ignore} />
        </Paper>
      </Stack>
    </Container>
  );
}

function CaseCard({ item }: { item: CaseSummary }) {
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
        <CaseStatusBadge status={item.status} />
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
