import { PersonalCenterScreen } from '../../features/workspace/personal-center-screen';
import { BRAND } from '../../lib/current-brand';
import { useStoredValue } from '../../lib/use-stored';

/** Spec 2: My Visualizations on two brands. */
const HAS_VISUALIZATIONS = BRAND === 'CA' || BRAND === 'CA_DEALER';

/** /personalCenter: projects, orders, visualizations and profile tabs. */
export function Component() {
  const mode = useStoredValue('mode');
  return (
    <PersonalCenterScreen customer={mode === 'mibd_customer'} visualizations={HAS_VISUALIZATIONS} />
  );
}
