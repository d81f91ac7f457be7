import { ContactScreen } from '../../features/content/contact/contact-screen';

/** /contactUs: the contact form. */
export function Component() {
  return <ContactScreen />;
}
