import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { BrandCode } from '@portal/contract';
import { PageHeading } from '../../components/page-heading';
import { BRAND_SITES, brandSiteUrl, CURRENT_BRAND } from '../../lib/current-brand';
import classes from './our-brands.module.css';

/**
 * What each house is known for, in the group's own words: the page presents the brands, not the
 * group's home again. Not the brands' taglines: a brand's own copy stays in its own build (the
 * brand isolation check).
 */
const HOUSES: Partial<Record<BrandCode, string>> = {
  CA: 'Sculptural, glamorous pieces for living, dining and bedroom, with Cara, the design assistant.',
  CA_DEALER: 'The Caracole collection at dealer cost, for showrooms that carry it.',
  ROWE: 'Sofas, sectionals and chairs upholstered to order in Virginia since 1946.',
  JC: 'Hand-finished case goods and tables in walnut, oak and mahogany veneers.',
  ART: 'Complete bedroom and dining collections, with a dealer locator.',
  FFD: 'Limited-time deals on pieces from every house, while units last.',
};

/** HOM's "Our Brands": one card per house with what it makes and a way there. */
export function Component() {
  const sites = BRAND_SITES.filter((site) => site.code !== CURRENT_BRAND.code);
  return (
    <Container size="lg" className={classes.page}>
      <Text className={classes.eyebrow}>{CURRENT_BRAND.name}</Text>
      <PageHeading className={classes.title}>Our Brands</PageHeading>
      <Text className={classes.lead}>
        Each house keeps its own craft and catalogue; one trade account signs you in to all of them.
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        component="ul"
        className={classes.grid}
      >
        {sites.map((site) => (
          <li key={site.code} className={classes.card} data-testid="brand-card">
            <Title order={2} className={classes.name}>
              {site.name}
            </Title>
            {HOUSES[site.code] && <Text size="sm">{HOUSES[site.code]}</Text>}
            <a href={brandSiteUrl(site, window.location)} className={classes.visit}>
              Visit {site.name}
            </a>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
