import { Box, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { HERO_SCENE_BLOCK, heroSceneFile, imageUrl } from '@portal/contract';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '../../components/icons';
import { PageHeading } from '../../components/page-heading';
import { SmartLink } from '../../components/smart-link';
import { CURRENT_BRAND } from '../../lib/current-brand';
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

/**
 * The hero picture's frame, each brand's own: 'arch', 'square' or 'rounded' (landing.json, checked
 * by its schema; anything else shows the arch).
 */
export type HeroFrame = string;

interface BrandLandingProps {
  name: string;
  tagline: string;
  frame: HeroFrame;
  content: LandingContent;
  /** Category tiles and hot products, between the highlights and the brand's own sections. */
  catalogue?: ReactNode;
  /** Brand-only sections below the catalogue. */
  children?: ReactNode;
}

/** For the 340 px frame: read_file's 400 px width, and the drawing's own 900 px at 2x. */
const sceneUrl = (width?: number) =>
  imageUrl(HERO_SCENE_BLOCK, heroSceneFile(CURRENT_BRAND.slug), width);

/**
 * The brand's room, drawn at seed time from the catalogue's own pieces, in the hero's arch
 * (wide screens only). Lazy: on a phone the arch is not shown, so the picture is not fetched.
 * The frame's aspect ratio (3:4, the drawing's) holds its place: no size attributes needed.
 */
function HeroScene() {
  return (
    <img
      className={classes.scene}
      src={sceneUrl(400)}
      srcSet={`${sceneUrl()} 2x`}
      alt=""
      loading="lazy"
    />
  );
}

/** A brand's landing: hero with name and tagline, three highlights, the catalogue, then brand sections. */
export function BrandLanding({
  name,
  tagline,
  frame,
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
            <Group gap="sm" mt="xl" className={classes.ctas}>
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
          <div className={classes.arch} data-frame={frame} aria-hidden="true">
            <HeroScene />
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
