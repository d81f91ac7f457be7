import { Button } from '@mantine/core';
import { Policy } from '@portal/contract';
import { SmartLink } from '../../components/smart-link';
import { BrandLanding } from '../../features/home/brand-landing';
import { LandingSection } from '../../features/home/landing-section';
import { LandingSteps } from '../../features/home/landing-steps';
import { CURRENT_BRAND } from '../../lib/current-brand';
import { LandingCatalogueSlot } from '../landing-catalogue-slot';
import { landing, monogram } from './landing';

const steps = [
  {
    title: 'Sign up',
    text: 'Tell us about your showroom and upload your resale certificate.',
  },
  {
    title: 'Approval',
    text: `Our dealer team reviews each application within ${Policy.approvalHours} hours.`,
  },
  { title: 'Order at dealer cost', text: 'Sign in to see dealer pricing and place orders.' },
];

/**
 * The dealer site's landing, with the way to become a dealer (Sign Up) and, for staff of a dealer
 * that has an account, Request Access.
 */
export function Component() {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={monogram}
      content={landing}
      catalogue={<LandingCatalogueSlot />}
    >
      <LandingSection eyebrow="Become a dealer" title="Three steps to your dealer account">
        <LandingSteps steps={steps} />
        <Button component={SmartLink} to="/register" mt="xl">
          Sign Up
        </Button>
        <Button
          component={SmartLink}
          to="/contactUs?topic=access"
          mt="xl"
          ml="sm"
          variant="outline"
        >
          Request Access
        </Button>
      </LandingSection>
    </BrandLanding>
  );
}
