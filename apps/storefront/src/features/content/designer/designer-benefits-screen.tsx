import { Button, Container, Group, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/contract';
import type { CSSProperties, ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { isLoggedIn } from '../../../lib/session';
import pageClasses from '../shared/content-page.module.css';
import classes from './designer-benefits.module.css';
import { designerTiers, memberLevels } from './tier-perks';

/** Each tier's accent, from bronze to diamond. */
const TIER_COLOURS = [
  '#a06a3b',
  '#9aa1a8',
  '#c9a227',
  '#7d8a96',
  '#2f5d9e',
  '#9b2335',
  '#2e7d5b',
  '#6fa8c9',
];

/** /designer-account: what the trade programme gives, tier by tier, and how to join. */
export function DesignerBenefitsScreen() {
  const signedIn = isLoggedIn();
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <Text className={pageClasses.eyebrow}>Trade programme</Text>
          <PageHeading mt={6}>Designer Benefits</PageHeading>
          <Text size="lg" c="dimmed" maw={720} mt="sm">
            Interior designers and trade buyers get trade pricing on every brand site, projects for
            each client and more with every tier. Your tier follows your purchases over the last
            twelve months and is reviewed each month.
          </Text>
          {!signedIn && (
            <Group mt="xl">
              <Button component={SmartLink} to="/register" size="md">
                Apply for a trade account
              </Button>
              <Button component={SmartLink} to="/login" size="md" variant="default">
                Sign In
              </Button>
            </Group>
          )}
        </Container>
      </section>

      <BenefitsSection
        id="tiers"
        title="Designer tiers"
        lead="Every tier keeps the benefits of the tiers below it."
      >
        <ol className={classes.ladder}>
          {designerTiers.map((tier, i) => (
            <li
              key={tier.name}
              className={classes.tier}
              style={{ '--tier-colour': TIER_COLOURS[i] } as CSSProperties}
              data-testid="designer-tier"
            >
              <Text className={classes.tierName}>{tier.name}</Text>
              <Text size="sm" c="dimmed">
                {tier.from === 0
                  ? 'From your first order'
                  : `From ${formatMoney(tier.from)} a year`}
              </Text>
              <Text mt="sm">{tier.perk}</Text>
            </li>
          ))}
        </ol>
      </BenefitsSection>

      <BenefitsSection
        id="levels"
        title="Membership levels"
        lead="Loyalty counts too: your membership level grows with the years you trade with us."
      >
        <ol className={classes.levels}>
          {memberLevels.map((level) => (
            <li key={level.name} className={classes.level} data-testid="member-level">
              <Text fw={700} size="lg">
                {level.name}
              </Text>
              <Text size="sm" c="dimmed">
                {level.when}
              </Text>
              <Text mt="xs">{level.perk}</Text>
            </li>
          ))}
        </ol>
      </BenefitsSection>

      <Container size="lg">
        <div className={classes.cta}>
          <Title order={2} c="white">
            Questions about the programme?
          </Title>
          <Text mt="xs" maw={620}>
            Our trade team answers within one business day.
          </Text>
          <Button component={SmartLink} to="/contactUs" mt="lg" variant="white">
            Contact Us
          </Button>
        </div>
      </Container>
    </>
  );
}

/** A titled section of the page with its one-line lead. */
function BenefitsSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Container size="lg" component="section" className={classes.section} aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {lead}
      </Text>
      {children}
    </Container>
  );
}
