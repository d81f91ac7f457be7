import { DesignerBenefitsScreen } from '../../features/content/designer/designer-benefits-screen';

/** /designer-account: the trade programme and its tiers. */
export function Component() {
  return <DesignerBenefitsScreen />;
}
