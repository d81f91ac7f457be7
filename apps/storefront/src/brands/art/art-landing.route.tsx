import { Button, Group, Text } from '@mantine/core';
import { Policy } from '@portal/contract';
import { SmartLink } from '../../components/smart-link';
import { BrandLanding } from '../../features/home/brand-landing';
import { LandingSection } from '../../features/home/landing-section';
import { CURRENT_BRAND } from '../../lib/current-brand';
import { LandingCatalogueSlot } from '../landing-catalogue-slot';
import { landing, monogram } from './landing';

/** The A.R.T. landing, with the seasonal trade promotion. */
export function Component() {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={monogram}
      content={landing}
      catalogue={<LandingCatalogueSlot />}
    >
      <LandingSection eyebrow="Seasonal trade offer" title={`${Policy.artPromotionPercent}% off`}>
        <Text maw={640} size="lg">
          Save on selected collections this season: enter the seasonal code at checkout.
        </Text>
        <Group mt="lg">
          <Button component={SmartLink} to="/sale">
            See the sale
          </Button>
          <Button component={SmartLink} to="/dealerLocator" variant="outline">
            Dealer Locator
          </Button>
        </Group>
      </LandingSection>
    </BrandLanding>
  );
}
