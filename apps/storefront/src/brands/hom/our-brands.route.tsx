import { Card, SimpleGrid, Text } from '@mantine/core';
import { BrandLanding } from '../../features/home/brand-landing';
import { LandingSection } from '../../features/home/landing-section';
import { BRAND_SITES, brandSiteUrl, CURRENT_BRAND } from '../../lib/current-brand';
import { LandingCatalogueSlot } from '../landing-catalogue-slot';
import { landing, monogram } from './landing';

/** HOM's "Our Brands": the group's landing with a card for every brand site. */
export function Component() {
  const sites = BRAND_SITES.filter((site) => site.code !== CURRENT_BRAND.code);
  return (
    <BrandLanding
      name={CURRENT_BRAND.name}
      tagline={CURRENT_BRAND.tagline}
      monogram={monogram}
      content={landing}
      catalogue={<LandingCatalogueSlot />}
    >
      <LandingSection eyebrow="The group" title="Visit a brand site">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          {sites.map((site) => (
            <Card
              key={site.code}
              component="a"
              href={brandSiteUrl(site, window.location)}
              withBorder
              padding="lg"
            >
              <Text fw={700} size="lg">
                {site.name}
              </Text>
              <Text c="dimmed" size="sm">
                {site.defaultHost}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </LandingSection>
    </BrandLanding>
  );
}
