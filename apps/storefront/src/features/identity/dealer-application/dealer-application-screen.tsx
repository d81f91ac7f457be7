import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DealerApplicationMessages,
  FieldMax,
  formatUsPhone,
  Policy,
  US_STATES,
} from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { SmartLink } from '../../../components/smart-link';
import {
  startDealerApplication,
  useDealerApplicationMutation,
} from '../api/dealer-application-api';
import { errorText, fieldErrorOf } from '../api/error-text';
import { AuthCard, FooterLink } from '../components/auth-card';
import { useUploads } from '../hooks/use-uploads';
import { DocumentUpload } from '../register/document-upload';
import classes from './dealer-application.module.css';
import {
  type DealerApplicationValues,
  dealerApplicationErrors,
  EMPTY_DEALER_APPLICATION,
} from './dealer-application-checks';

const STATES = US_STATES.map(([code, name]) => ({ value: code, label: name }));
type Field = keyof DealerApplicationValues;

/** Takes the user to the first field the checks refused. */
const focusFirstError = () =>
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>('main [aria-invalid="true"], main [data-invalid="true"] button')
      ?.focus(),
  );

/**
 * Request Access on the dealer site: a dealer application with the resale certificate, reviewed
 * by staff (who approve it with the admin command); the applicant then gets a set-password link.
 */
export function DealerApplicationScreen() {
  const form = useForm<DealerApplicationValues>({ initialValues: EMPTY_DEALER_APPLICATION });
  const [registerKey, setRegisterKey] = useState('');
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const waiting = useRef<File[]>([]);
  const uploads = useUploads(registerKey);
  const submit = useDealerApplicationMutation();

  // Files chosen before the application had its key go up once it has one.
  useEffect(() => {
    if (registerKey && waiting.current.length) uploads.add('reseller', waiting.current.splice(0));
  });

  const chooseFiles = (files: File[]) => {
    form.clearFieldError('certificate_files');
    if (registerKey) return uploads.add('reseller', files);
    waiting.current.push(...files);
    if (starting) return;
    setStarting(true);
    setStartError(null);
    startDealerApplication()
      .then(setRegisterKey)
      .catch((error: unknown) => {
        waiting.current = [];
        setStartError(errorText(error));
      })
      .finally(() => setStarting(false));
  };

  const send = async (values: DealerApplicationValues) => {
    const files = uploads.resellerIds;
    const errors = dealerApplicationErrors(values, {
      uploaded: files.length,
      uploading: uploads.uploading || starting,
    });
    form.setErrors(errors);
    if (Object.keys(errors).length) return focusFirstError();
    submit.reset();
    try {
      await submit.mutateAsync({ ...values, register_key: registerKey, certificate_files: files });
      window.scrollTo({ top: 0 });
    } catch (refusal) {
      const field = fieldErrorOf(refusal);
      if (field) {
        form.setFieldError(field.field, field.message);
        focusFirstError();
      }
    }
  };

  if (submit.isSuccess) {
    return (
      <AuthCard title="Application Received" wide>
        <Stack align="center" ta="center" gap="sm" py="lg" data-testid="dealer-application-sent">
          <Text fw={600} size="lg" role="status">
            {DealerApplicationMessages.submitted}
          </Text>
          <Text c="dimmed" maw={480}>
            We review dealer applications within {Policy.approvalHours} hours. We sent a
            confirmation to {submit.data.email}; once you are approved, a mail from us will bring a
            link to choose your password.
          </Text>
          <Button component={SmartLink} to="/home" mt="md">
            Back to home
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const text = (field: Field, label: string, autoComplete: string, required = true) => (
    <TextInput
      label={label}
      required={required}
      autoComplete={autoComplete}
      maxLength={FieldMax.dealerApplication[field]}
      {...form.getInputProps(field)}
    />
  );
  const failure = submit.error && !fieldErrorOf(submit.error) ? errorText(submit.error) : null;
  const phone = form.getInputProps('phone');

  return (
    <AuthCard
      title="Request Access"
      lead="Apply to become an authorised Caracole dealer. Staff review every application."
      footer={<FooterLink prompt="Already a dealer?" to="/login" label="Sign In" />}
      wide
    >
      <form noValidate onSubmit={form.onSubmit(send)} aria-label="Dealer application">
        <Stack gap="lg">
          <fieldset className={classes.group}>
            <legend className={classes.legend}>Your company</legend>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {text('company', 'Company', 'organization')}
              {text('contact_name', 'Contact person', 'name')}
              {text('email', 'Email', 'email')}
              <TextInput
                label="Phone"
                required
                type="tel"
                autoComplete="tel"
                maxLength={12}
                {...phone}
                onChange={(e) => form.setFieldValue('phone', formatUsPhone(e.currentTarget.value))}
              />
            </SimpleGrid>
            <Stack mt="md">
              {text('territory', 'Territory (states or regions you serve)', 'off')}
            </Stack>
          </fieldset>
          <fieldset className={classes.group}>
            <legend className={classes.legend}>Showroom address</legend>
            <Stack gap="md">
              {text('street', 'Street', 'street-address')}
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {text('city', 'City', 'address-level2')}
                <Select
                  label="State"
                  required
                  searchable
                  data={STATES}
                  allowDeselect={false}
                  {...form.getInputProps('state')}
                  value={form.getValues().state || null}
                  onChange={(v) => form.setFieldValue('state', v ?? '')}
                />
                {text('postal_code', 'ZIP code', 'postal-code')}
              </SimpleGrid>
            </Stack>
          </fieldset>
          <fieldset className={classes.group}>
            <legend className={classes.legend}>Resale certificate</legend>
            <Stack gap="md">
              <DocumentUpload
                label="Certificate file"
                description="A copy of your current resale certificate."
                required
                items={uploads.items}
                error={
                  (form.errors.certificate_files as string | undefined) ?? startError ?? undefined
                }
                onFiles={chooseFiles}
                onRemove={uploads.remove}
                testId="upload-resale-certificate"
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                {text('certificate_number', 'Certificate number', 'off')}
                <TextInput
                  label="Valid from"
                  type="date"
                  required
                  {...form.getInputProps('valid_from')}
                />
                <TextInput
                  label="Valid to"
                  type="date"
                  required
                  {...form.getInputProps('valid_to')}
                />
              </SimpleGrid>
            </Stack>
          </fieldset>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" loading={submit.isPending} disabled={uploads.uploading || starting}>
            Submit Application
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
