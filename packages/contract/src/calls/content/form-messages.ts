/** Texts of the content forms (spec 5 lists the required fields; the wording is ours). */
export const FormMessages = {
  fullName: 'Please enter your full name',
  comments: 'Please enter your comments',
  orderNumber: 'Please enter the order number',
  itemNumber: 'Please enter the item number',
  finishName: 'Please enter the finish name',
  companyName: 'Please enter the company name',
  address: 'Please enter the full address',
  zipOrState: 'Please enter a ZIP code or choose a state',
  unknownZip: 'We could not find that ZIP code',
} as const;
