import { AuthMessages, isEmail, nameProblem } from '@portal/contract';

/** A @mantine/form rule: the message when the trimmed value is empty. */
export const requiredText = (message: string) => (value: string) => (value.trim() ? null : message);

/** A name's rule: `message` when empty, else one line (the contract's `nameProblem`, as the API). */
export const requiredName = (message: string) => (value: string) =>
  value.trim() ? nameProblem(value) : message;

/** Spec 5's email messages: required (unless optional) and valid. */
export const emailCheck =
  (required = true) =>
  (value: string) => {
    const v = value.trim();
    if (!v) return required ? AuthMessages.enterEmail : null;
    return isEmail(v) ? null : AuthMessages.invalidEmail;
  };

/** The values as sent: every text trimmed. */
export const trimmed = <T extends Record<string, string>>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;
