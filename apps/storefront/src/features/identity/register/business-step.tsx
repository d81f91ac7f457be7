import { type ComboboxData, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { districtsQueryOptions, registerOptionsQueryOptions } from '../api/registration-api';
import { RequiredTextInputs } from './required-text-inputs';
import { selectProps, type TextField, textProps } from './select-props';
import type { StepProps } from './step-props';

/** Step 1: the business (spec 3: name, DBA, type, how heard, federal ID, website, address). */
export function BusinessStep({ form }: StepProps) {
  const options = useQuery(registerOptionsQueryOptions());
  const districts = useQuery(districtsQueryOptions(form.getValues().country));
  const list = (values?: readonly string[]) => [...(values ?? [])];
  const pairs = (values?: readonly { code: string; name: string }[]) =>
    (values ?? []).map((o) => ({ value: o.code, label: o.name }));

  /** A required choice that stays chosen (no deselecting). */
  const chosen = (field: TextField, data: ComboboxData) => ({
    required: true,
    data,
    allowDeselect: false,
    ...selectProps(form, field),
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <RequiredTextInputs
          form={form}
          fields={[['business_name', 'Business name', 'organization']]}
        />
        <TextInput label="DBA (doing business as)" {...textProps(form, 'dba')} />
        <Select
          label="Business type"
          {...chosen('business_type', list(options.data?.business_type))}
        />
        <Select
          label="How did you hear about us?"
          data={list(options.data?.how_heard)}
          clearable
          {...selectProps(form, 'how_heard')}
        />
        <TextInput label="Federal tax ID (EIN)" required {...textProps(form, 'federal_id')} />
        <TextInput
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          {...textProps(form, 'website')}
        />
      </SimpleGrid>
      <TextInput
        label="Street address"
        required
        autoComplete="street-address"
        {...textProps(form, 'street')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="City"
          required
          autoComplete="address-level2"
          {...textProps(form, 'city')}
        />
        <Select
          label="Country"
          {...chosen('country', pairs(options.data?.country))}
          onChange={(value) => {
            form.setFieldValue('country', value ?? 'US');
            form.setFieldValue('state', '');
          }}
        />
        <Select
          label="State or province"
          searchable
          {...chosen('state', pairs(districts.data?.state))}
        />
        <RequiredTextInputs form={form} fields={[['postal_code', 'Postal code', 'postal-code']]} />
      </SimpleGrid>
      <TextInput
        label="Referred by"
        description="The name of a sales representative or a colleague, if any"
        {...textProps(form, 'referrer')}
      />
    </Stack>
  );
}
