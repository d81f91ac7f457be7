import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';

type FieldProps = TextInputProps & { 'data-autofocus'?: boolean };

/**
 * First and last name side by side, then the email: the fields of a form that asks who you are.
 * Each takes its form's input props (value, error, handlers) and its limits.
 */
export function PersonFields({
  first,
  last,
  email,
}: {
  first: FieldProps;
  last: FieldProps;
  email: FieldProps;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" autoComplete="given-name" {...first} />
        <TextInput label="Last name" autoComplete="family-name" {...last} />
      </SimpleGrid>
      <TextInput type="email" autoComplete="email" {...email} />
    </>
  );
}
