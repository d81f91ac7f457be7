import { type FormValidateInput, useForm } from '@mantine/form';
import { useState } from 'react';
import { trimmed } from './form-checks';
import { submitError } from './submit-error';

type Values = Record<string, string>;

/**
 * The content forms' common flow: checks on blur and on submit (focus goes to the first field
 * in error), one call at a time, the server's field errors shown beside the field, any other
 * failure above the button, and the answer kept for the success state.
 */
export function useContentForm<V extends Values, R>(options: {
  initialValues: V;
  validate: FormValidateInput<V>;
  send: (values: V) => Promise<R>;
}) {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: options.validate,
    validateInputOnBlur: true,
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<R | null>(null);

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = Object.keys(options.initialValues).find((key) => errors[key]);
    if (first) form.getInputNode(first)?.focus();
  };

  const onSubmit = form.onSubmit(async (values) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      setResult(await options.send(trimmed(values)));
      form.reset();
    } catch (failure) {
      const { field, message } = submitError(failure);
      if (field && field in options.initialValues) {
        form.setFieldError(field, message);
        form.getInputNode(field)?.focus();
      } else setError(message);
    } finally {
      setPending(false);
    }
  }, focusFirst);

  return { form, onSubmit, pending, error, result, again: () => setResult(null) };
}
