import { Button, Text } from '@mantine/core';
import { SmartLink } from '../../components/smart-link';
import { BrandLanding } from '../../features/home/brand-landing';
import { LandingSection } from '../../features/home/landing-section';
import { CURRENT_BRAND } from '../../lib/current-brand';
import { LandingCatalogueSlot } from '../landing-catalogue-slot';
import { landing, monogram } from './landing';

/** The Jonathan Charles landing, with the bespoke dining service. */
export function Component() {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={monogram}
      content={landing}
      catalogue={<LandingCatalogueSlot />}
    >
      <LandingSection eyebrow="Made to measure" title="Bespoke dining">
        <Text maw={640} size="lg">
          Choose the length, the timber and the finish, and our workshop builds a dining table for
          one room in the world: your client's.
        </Text>
        <Button component={SmartLink} to="/bespokeDining" mt="lg" variant="outline">
          Design a table
        </Button>
      </LandingSection>
    </BrandLanding>
  );
}
