import { LegalScreen } from '../../features/legal/legal-screen';
import { useCurrentRoute } from '../route-handle';

/** privacyPolicy, TermsOfUse, cookiesPolicy, refundPolicy, cancellation, warranty, salesTerms. */
export function Component() {
  const route = useCurrentRoute();
  return <LegalScreen route={route?.name ?? ''} />;
}
