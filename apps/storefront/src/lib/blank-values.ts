/** A form's starting values: every field named by `fields` (keyed by field name) left empty. */
export const blankValues = <K extends string>(fields: Readonly<Record<K, unknown>>) =>
  Object.fromEntries(Object.keys(fields).map((name) => [name, ''])) as Record<K, string>;
