/** Fixed lists and texts of the trade registration wizard (spec 2, 3 and 5). */
export const RegistrationOptions = {
  businessTypes: [
    'Interior Designer',
    'Architect',
    'Furniture Retailer',
    'Home Stager',
    'Hospitality Purchaser',
    'Contract / Commercial Dealer',
    'Other',
  ],
  howHeard: [
    'Trade show',
    'Search engine',
    'Social media',
    'Sales representative',
    'A colleague',
    'Magazine',
    'Other',
  ],
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'CA', name: 'Canada' },
  ],
} as const;

/** The fields each step of the wizard requires (the form marks them; the API refuses without them). */
export const RegistrationRequired = {
  business: [
    'business_name',
    'business_type',
    'federal_id',
    'street',
    'city',
    'state',
    'postal_code',
    'country',
  ],
  documents: ['registration_state', 'state_tax_number', 'certificate_number'],
  contact: ['first_name', 'last_name'],
} as const;

export const RegistrationMessages = {
  required: 'This field is required',
  companyRegistered: 'This company already has an account',
  certificateTooLong: 'Please enter up to 15 characters',
  datesRequired: 'Please enter the validity dates',
  certificateExpired: 'The certificate has expired',
  datesOrder: 'The end date must be after the start date',
  salesTaxRequired: 'Please upload your sales tax certificate',
  tooManyFiles: 'You can upload at most 10 files',
  fileTooLarge: 'Each file must be 20 MB or smaller',
  fileType: 'Upload JPG, PNG or PDF files only',
  uploading: 'Please wait until the uploads finish',
  agreeRequired: 'Please agree to the terms',
  printNameRequired: 'Please enter your printed name',
  titleRequired: 'Please enter your title',
  signatureRequired: 'Please sign in the box',
  draftExpired: 'Your registration session has expired, please start again',
  submitted: 'Thank you! Your application was submitted',
  invalidPostal: 'Please enter a valid postal code',
} as const;

/** The dealer application's required text fields (the form marks them; the API refuses without). */
export const DealerApplicationRequired = [
  'company',
  'contact_name',
  'territory',
  'street',
  'city',
  'state',
  'postal_code',
] as const;

/** Dealer application texts beyond the registration wizard's (those are reused). */
export const DealerApplicationMessages = {
  certificateRequired: 'Please upload your resale certificate',
  alreadyWaiting: 'An application for this email is already waiting for review',
  submitted: 'Thank you! Your dealer application was submitted',
} as const;

export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export const CA_PROVINCES = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
] as const;

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
