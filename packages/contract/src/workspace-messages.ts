/**
 * Texts of the designer's workspace (customers, projects, pickers). Quoted ones are the spec's
 * (sections 5 and 8); the rest are ours, written in the same plain style.
 */
export const WorkspaceMessages = {
  // Spec 5.
  duplicateProject: 'Cannot have duplicate project within same customer',
  emailUsed: 'This email is already used, please use another email',
  // Spec 8 (invitations).
  alreadyRegistered: 'The account is already registered',
  accountClosed: 'The account is closed, please operate the Activate button',
  // Ours.
  enterProjectName: 'Please enter a project name',
  projectNameTooLong: 'Project names have at most 50 characters',
  firstNameRequired: 'Please enter the first name',
  lastNameRequired: 'Please enter the last name',
  enterEmail: 'Please enter your email address',
  invalidEmail: 'Please provide a valid email address',
  invalidPhone: 'Please enter a 10-digit US phone number',
  invalidPostal: 'Please enter a 5-digit ZIP code or ZIP+4',
  invalidState: 'Please choose a state from the list',
  invalidCountry: 'Please choose a country from the list',
  emailLocked: "The customer's email cannot be changed after the invitation",
  customerNotFound: 'The customer does not exist',
  projectNotFound: 'The project does not exist',
  productNotFound: 'Product does not exist',
  invitationSent: 'The invitation has been sent',
  customerCreated: 'The customer has been created',
  customerSaved: 'Saved',
  projectCreated: 'The project has been created',
  addedToProject: 'Added to the project',
  deleteProjectConfirm: 'Delete this project and its products?',
  deleteProjectConfirmAgain: 'This cannot be undone. Delete the project?',
  chooseCustomer: 'Choose a customer',
  chooseProject: 'Choose a project',
  noCustomers: 'No customers yet',
  noProjects: 'No projects yet',
  noProducts: 'No products in this project yet',
  readOnly: 'Your designer manages this project',
} as const;

/** Invitation state of a customer (spec 4: invited, activated; before either: not invited). */
export const CustomerInviteStates = ['not_invited', 'invited', 'activated', 'closed'] as const;
export type CustomerInviteState = (typeof CustomerInviteStates)[number];
