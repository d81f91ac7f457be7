import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckoutMessages as M } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { queryStatus } from '../../../components/query-status';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { statusQueryOptions, useApplyForTerms } from '../api/current-account-api';
import { ApplicationForm } from './application-form';
import { ApplicationStatus } from './application-status';

/** Flash-deal shoppers and a designer's clients have no company account to extend terms to. */
function NoTradeAccount() {
  return (
    <Text data-testid="no-trade-account">
      Net-30 terms are for trade accounts. Sign in with your company's designer or dealer account to
      apply.
    </Text>
  );
}

/**
 * /currentAccountApplication: a company asks for net-30 terms (staff decide through the API).
 * The latest application's status is shown instead of a second form while it is pending or
 * once approved; a rejected one may be followed by a new application.
 */
export function CurrentAccountScreen() {
  const mode = useStoredValue('mode');
  const trade = BRAND !== 'FFD' && mode !== 'mibd_customer';
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <PageHeading mb="xs">Net-30 Account Application</PageHeading>
          <Text c="dimmed">
            Pay for orders 30 days after the invoice. Once your application is approved, Net 30
            appears as a payment method at checkout.
          </Text>
        </div>
        {trade ? <Application /> : <NoTradeAccount />}
      </Stack>
    </Container>
  );
}

function Application() {
  const status = useQuery(statusQueryOptions());
  const apply = useApplyForTerms();
  const [again, setAgain] = useState(false);

  if (!status.isSuccess) return queryStatus(status, 'Loading your application');

  const application = status.data;
  const formShown = !application || (application.status === 'rejected' && again);
  if (!formShown)
    return (
      <ApplicationStatus
        application={application}
        justSubmitted={apply.isSuccess}
        confirmation={M.submitted}
        onApplyAgain={() => {
          apply.reset();
          setAgain(true);
        }}
      />
    );

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="application-form-heading">
      <Title order={2} size="h4" id="application-form-heading" mb="xs">
        {application ? 'Apply again' : 'Apply for net-30 terms'}
      </Title>
      <Text size="sm" c="dimmed" mb="md" data-testid="application-empty">
        {application
          ? 'Your previous application was not approved. Update your references and apply again.'
          : 'Your company has not applied for net-30 terms yet. All fields are required.'}
      </Text>
      <ApplicationForm
        pending={apply.isPending}
        error={apply.error}
        onSubmit={(input) => apply.mutate(input, { onSuccess: () => setAgain(false) })}
        onCancel={application ? () => setAgain(false) : undefined}
      />
    </Paper>
  );
}
