import { Badge, Button, Group, Text } from '@mantine/core';
import { SmartLink } from '../../components/smart-link';
import { BrandLanding } from '../../features/home/brand-landing';
import { LandingSection } from '../../features/home/landing-section';
import { CURRENT_BRAND } from '../../lib/current-brand';
import { LandingCatalogueSlot } from '../landing-catalogue-slot';
import { landing, monogram } from './landing';

/** The Caracole landing, with the Cara assistant introduced. */
export function Component() {
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={monogram}
      content={landing}
      catalogue={<LandingCatalogueSlot />}
    >
      <LandingSection eyebrow="Design assistant" title="Meet Cara">
        <Group gap="xs" mb="sm">
          <Badge variant="light">Beta</Badge>
        </Group>
        <Text maw={640} size="lg">
          Ask Cara for a piece, a pairing or a suggestion for the room. Upload a photo and see a
          Caracole design placed in your client's space in about a minute.
        </Text>
        <Button component={SmartLink} to="/product/category" mt="lg" variant="outline">
          Start with the collection
        </Button>
      </LandingSection>
    </BrandLanding>
  );
}
