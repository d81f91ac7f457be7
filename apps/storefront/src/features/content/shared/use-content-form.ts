import { type FormValidateInput, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { trimmed } from './form-checks';
import { submitError } from './submit-error';

type Values = Record<string, string>;

/**
 * The content forms' common flow around the form's mutation (`api/content-api.ts`): checks on
 * blur and on submit (focus goes to the first field in error), one call at a time, the server's
 * field errors shown beside the field, any other failure above the button, and the answer kept
 * for the success state.
 */
export function useContentForm<V extends Values, I, R>(options: {
  initialValues: V;
  validate: FormValidateInput<V>;
  mutation: UseMutationResult<R, unknown, I>;
  /** The call's input from the trimmed values (the values themselves when left out). */
  toInput?: (values: V) => I;
}) {
  const { mutation, initialValues } = options;
  const toInput = options.toInput ?? ((values: V) => values as unknown as I);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: options.validate,
    validateInputOnBlur: true,
  });
  const onField = (field?: string): field is string => Boolean(field && field in initialValues);
  const failure = mutation.error ? submitError(mutation.error) : null;

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = Object.keys(initialValues).find((key) => errors[key]);
    if (first) form.getInputNode(first)?.focus();
  };

  const onSubmit = form.onSubmit((values) => {
    if (mutation.isPending) return;
    mutation.mutate(toInput(trimmed(values)), {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const { field, message } = submitError(error);
        if (!onField(field)) return;
        form.setFieldError(field, message);
        form.getInputNode(field)?.focus();
      },
    });
  }, focusFirst);

  return {
    form,
    onSubmit,
    pending: mutation.isPending,
    error: failure && !onField(failure.field) ? failure.message : null,
    result: mutation.data ?? null,
    again: mutation.reset,
  };
}
