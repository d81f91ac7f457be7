import { BrandLanding } from '../../features/home/brand-landing';
import { LandingSection } from '../../features/home/landing-section';
import { LandingSteps } from '../../features/home/landing-steps';
import { CURRENT_BRAND } from '../../lib/current-brand';
import { LandingCatalogueSlot } from '../landing-catalogue-slot';
import { landing, monogram } from './landing';

const steps = [
  { title: 'Choose the frame', text: 'Sofas, sectionals, sleepers and chairs in many sizes.' },
  { title: 'Choose the cover', text: 'Hundreds of fabrics and leathers, each with a swatch.' },
  { title: 'We build it', text: 'Your piece is cut, sewn and upholstered to order.' },
];

/** The Rowe landing, with how custom upholstery works. */
export function Component() {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={monogram}
      content={landing}
      catalogue={<LandingCatalogueSlot />}
    >
      <LandingSection eyebrow="How custom works" title="Your frame, your fabric">
        <LandingSteps steps={steps} />
      </LandingSection>
    </BrandLanding>
  );
}
