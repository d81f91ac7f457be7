import { SimpleGrid, TextInput } from '@mantine/core';
import { CheckoutFieldMax as Max, type ShipTo } from '@portal/contract';

interface Props {
  value: ShipTo;
  errors: Partial<Record<keyof ShipTo, string>>;
  onChange: (next: ShipTo) => void;
}

/** Shipping address and its contact (spec 5: full name and contact name are required). */
export function AddressFields({ value, errors, onChange }: Props) {
  const field = (name: keyof ShipTo, label: string, max: number, extra: object = {}) => (
    <TextInput
      label={label}
      required={name !== 'phone'}
      maxLength={max}
      value={value[name]}
      error={errors[name]}
      onChange={(e) => onChange({ ...value, [name]: e.currentTarget.value })}
      data-testid={`ship-${name}`}
      {...extra}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {field('full_name', 'Full name', Max.full_name, { autoComplete: 'name' })}
      {field('contact_name', 'Contact name', Max.contact_name)}
      {field('phone', 'Contact phone', Max.phone, {
        type: 'tel',
        autoComplete: 'tel',
        required: true,
      })}
      {field('street', 'Street address', Max.street, { autoComplete: 'street-address' })}
      {field('city', 'City', Max.city, { autoComplete: 'address-level2' })}
      {field('state', 'State (2 letters)', Max.state, { autoComplete: 'address-level1' })}
      {field('postal_code', 'ZIP code', Max.postal_code, { autoComplete: 'postal-code' })}
    </SimpleGrid>
  );
}
