import { Alert, Button, Group, Stepper, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { errorTextOrNull, fieldErrorOf } from '../api/error-text';
import {
  useFirstCheckMutation,
  useSecondCheckMutation,
  useSubmitRegistrationMutation,
} from '../api/registration-api';
import { AuthCard, FooterLink } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { useRegisterDraft } from '../hooks/use-register-draft';
import { useUploads } from '../hooks/use-uploads';
import { BusinessStep } from './business-step';
import { ContactStep } from './contact-step';
import { DocumentsStep } from './documents-step';
import { clearDraft } from './register-draft';
import { type RegisterValues, STEPS, stepOfField, THANK_YOU_STEP } from './register-values';
import classes from './register-wizard.module.css';
import { stepErrors } from './step-errors';
import { TermsStep } from './terms-step';
import { ThankYou } from './thank-you';

/** Takes the user to the first field the checks refused. */
const focusFirstError = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus(),
  );

/** The step of the field a failed call names (-1: none, or a field of no step). */
const fieldAt = (failure: unknown) => {
  const field = fieldErrorOf(failure);
  return field ? stepOfField(field.field) : -1;
};

/** /register: the trade application in four steps and a thank-you page (spec 2 and 5). */
export function RegisterWizard() {
  const narrow = useMediaQuery('(max-width: 40em)');
  const [keyForUploads, setKeyForUploads] = useState('');
  const uploads = useUploads(keyForUploads);
  const draft = useRegisterDraft(uploads.setItems);
  const form = useForm<RegisterValues>({ initialValues: draft.initial.values });
  const checks = [useFirstCheckMutation(), useSecondCheckMutation()] as const;
  const submit = useSubmitRegistrationMutation();
  const calls = [...checks, submit];
  const pending = calls.some((c) => c.isPending);
  // The last failure, unless it named a field (shown beside it, on its step).
  const failure = calls.find((c) => c.isError)?.error;
  const error = fieldAt(failure) >= 0 ? null : errorTextOrNull(failure);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { step, setStep, registerKey } = draft;
  const values = form.getValues();

  useEffect(() => setKeyForUploads(registerKey), [registerKey]);
  useEffect(() => {
    draft.save({ values, salesTaxFiles: uploads.salesTaxIds, resellerFiles: uploads.resellerIds });
  });

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const next = async () => {
    const errors = stepErrors(step, values, uploads);
    form.setErrors(errors);
    if (Object.keys(errors).length) return focusFirstError();
    draft.setNotice(null);
    for (const c of calls) c.reset();
    const files = { sales_tax_files: uploads.salesTaxIds, reseller_files: uploads.resellerIds };
    try {
      if (step === 0) {
        const answer = await checks[0].mutateAsync({ ...values, register_key: registerKey });
        draft.setRegisterKey(answer.register_key);
      } else if (step === 1) {
        await checks[1].mutateAsync({ ...values, ...files, register_key: registerKey });
      } else if (step === 3) {
        await submit.mutateAsync({
          ...values,
          ...files,
          register_key: registerKey,
          ...(draft.roweLinkingCode && { RoweLinkingCode: draft.roweLinkingCode }),
        });
        clearDraft();
      }
      goTo(step + 1);
    } catch (refusal) {
      const field = fieldErrorOf(refusal);
      const at = fieldAt(refusal);
      if (field && at >= 0) {
        if (at !== step) goTo(at);
        form.setFieldError(field.field, field.message);
        focusFirstError();
      }
    }
  };

  if (step >= THANK_YOU_STEP) {
    return (
      <AuthCard title="Application Received" wide>
        <ThankYou
          email={submit.data?.email || values.email}
          roweLinked={submit.data?.rowe_linked}
          roweExpected={Boolean(draft.roweLinkingCode)}
        />
      </AuthCard>
    );
  }

  const footer = <FooterLink prompt="Already have an account?" to="/login" label="Sign In" />;
  const blocked = pending || (step === 1 && uploads.uploading);
  return (
    <AuthCard
      title="Register"
      lead="Apply for a trade account. We review applications within 48 hours."
      footer={footer}
      wide
    >
      <Stepper
        active={step}
        onStepClick={(s) => s < step && goTo(s)}
        size="sm"
        className={classes.stepper}
        aria-label="Application steps"
      >
        {STEPS.map((label) => (
          <Stepper.Step key={label} label={narrow ? undefined : label} aria-label={label} />
        ))}
      </Stepper>
      <Title order={2} ref={titleRef} tabIndex={-1} className={classes.stepTitle}>
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </Title>
      {draft.notice && (
        <Alert color="yellow" variant="light" mb="md" role="status">
          {draft.notice}
        </Alert>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!blocked) void next();
        }}
      >
        {step === 0 && <BusinessStep form={form} />}
        {step === 1 && <DocumentsStep form={form} uploads={uploads} />}
        {step === 2 && <ContactStep form={form} />}
        {step === 3 && <TermsStep form={form} />}
        <FormError message={error} />
        <Group justify="space-between" className={classes.actions}>
          {step > 0 ? (
            <Button variant="default" onClick={() => goTo(step - 1)} disabled={pending}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={pending} disabled={blocked && !pending}>
            {step === 3 ? 'Submit application' : 'Next'}
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}
