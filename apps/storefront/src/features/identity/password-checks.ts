import { AuthMessages, passwordProblem } from '@portal/contract';

export interface NewPasswordValues {
  password: string;
  confirm_password: string;
}

/** Field errors of a new password: the policy's first broken rule, then the match (spec 5). */
export function newPasswordErrors(values: NewPasswordValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(values.password);
  if (problem) errors.password = problem;
  if (values.confirm_password !== values.password) {
    errors.confirm_password = AuthMessages.passwordsDontMatch;
  }
  return errors;
}

/** Shown live under the confirmation once something is typed there. */
export const mismatch = (values: NewPasswordValues): string | null =>
  values.confirm_password && values.confirm_password !== values.password
    ? AuthMessages.passwordsDontMatch
    : null;

/** A new-password form's values if they pass, else null with the problems shown on the fields. */
export function checkedNewPassword<V extends NewPasswordValues>(form: {
  getValues: () => V;
  setErrors: (errors: Record<string, string>) => void;
}): V | null {
  const values = form.getValues();
  const errors = newPasswordErrors(values);
  form.setErrors(errors);
  return Object.keys(errors).length ? null : values;
}
