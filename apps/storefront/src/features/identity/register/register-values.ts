/** Everything the wizard asks (spec 3's registration fields), as the form holds it. */
export interface RegisterValues {
  business_name: string;
  dba: string;
  business_type: string;
  how_heard: string;
  federal_id: string;
  website: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  referrer: string;
  registration_state: string;
  state_tax_number: string;
  certificate_number: string;
  valid_from: string;
  valid_to: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  code: string;
  code_channel: 'email' | 'sms';
  print_name: string;
  title: string;
  agree: boolean;
  /** The drawn signature as a PNG data URL. */
  signature: string;
}

export const initialRegisterValues: RegisterValues = {
  business_name: '',
  dba: '',
  business_type: '',
  how_heard: '',
  federal_id: '',
  website: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
  referrer: '',
  registration_state: '',
  state_tax_number: '',
  certificate_number: '',
  valid_from: '',
  valid_to: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  code: '',
  code_channel: 'email',
  print_name: '',
  title: '',
  agree: false,
  signature: '',
};

export type FileKind = 'sales_tax' | 'reseller';

/** The four steps before the thank-you page. */
export const STEPS = ['Business', 'Documents', 'Contact', 'Terms'] as const;
export const THANK_YOU_STEP = STEPS.length;

const STEP_FIELDS: readonly (readonly string[])[] = [
  [
    'business_name',
    'dba',
    'business_type',
    'how_heard',
    'federal_id',
    'website',
    'street',
    'city',
    'state',
    'postal_code',
    'country',
    'referrer',
  ],
  [
    'sales_tax_files',
    'reseller_files',
    'registration_state',
    'state_tax_number',
    'certificate_number',
    'valid_from',
    'valid_to',
  ],
  ['first_name', 'last_name', 'email', 'phone', 'code'],
  ['print_name', 'title', 'agree', 'signature'],
];

/** The step that asks a field (for the server's "field: message" errors), else -1. */
export const stepOfField = (field: string): number =>
  STEP_FIELDS.findIndex((fields) => fields.includes(field));
