import { Box, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { SmartLink } from '../../components/smart-link';
import classes from './brand-landing.module.css';

export interface LandingLink {
  label: string;
  to: string;
}

export interface LandingContent {
  /** Small line above the brand name. */
  eyebrow: string;
  /** One or two sentences under the tagline. */
  lead: string;
  highlights: readonly { title: string; text: string }[];
  primaryCta: LandingLink;
  secondaryCta?: LandingLink;
}

interface BrandLandingProps {
  name: string;
  tagline: string;
  /** Letters shown in the arch beside the hero text. */
  monogram: string;
  content: LandingContent;
  /** Category tiles and hot products, between the highlights and the brand's own sections. */
  catalogue?: ReactNode;
  /** Brand-only sections below the catalogue. */
  children?: ReactNode;
}

/** A brand's landing: hero with name and tagline, three highlights, the catalogue, then brand sections. */
export function BrandLanding({
  name,
  tagline,
  monogram,
  content,
  catalogue,
  children,
}: BrandLandingProps) {
  return (
    <>
      <Box component="section" className={classes.hero}>
        <Container size="lg" className={classes.heroInner}>
          <div className={classes.heroText}>
            <Text className={classes.eyebrow}>{content.eyebrow}</Text>
            <PageHeading className={classes.name}>{name}</PageHeading>
            <Text className={classes.tagline}>{tagline}</Text>
            <Text className={classes.lead}>{content.lead}</Text>
            <Group gap="sm" mt="xl">
              <Button
                component={SmartLink}
                to={content.primaryCta.to}
                size="md"
                rightSection={<ArrowRightIcon />}
              >
                {content.primaryCta.label}
              </Button>
              {content.secondaryCta && (
                <Button
                  component={SmartLink}
                  to={content.secondaryCta.to}
                  size="md"
                  variant="outline"
                  className={classes.secondary}
                >
                  {content.secondaryCta.label}
                </Button>
              )}
            </Group>
          </div>
          <div className={classes.arch} aria-hidden="true">
            <span className={classes.monogram}>{monogram}</span>
          </div>
        </Container>
      </Box>
      <Container size="lg" component="section" className={classes.highlights}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xl">
          {content.highlights.map((item, index) => (
            <div key={item.title} className={classes.highlight}>
              <Text className={classes.index}>{String(index + 1).padStart(2, '0')}</Text>
              <Title order={2} className={classes.highlightTitle}>
                {item.title}
              </Title>
              <Text c="dimmed">{item.text}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Container>
      {catalogue}
      {children}
    </>
  );
}
