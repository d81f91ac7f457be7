import { z } from 'zod';

const link = z.strictObject({ label: z.string().min(1), to: z.string().startsWith('/') });
const size = z.strictObject({ fontSize: z.string(), lineHeight: z.string().optional() });

/** The shape of every brand's `brand.json` (brand-data.ts types it; brand-configs.test.ts checks it). */
export const brandDataSchema = z.strictObject({
  logoText: z.string().min(1),
  theme: z.strictObject({
    primary: z.string().regex(/^#[0-9a-f]{6}$/i),
    ink: z.string().regex(/^#[0-9a-f]{6}$/i),
    paper: z.string().regex(/^#[0-9a-f]{6}$/i),
    fontFamily: z.string().min(1),
    headings: z.strictObject({
      fontWeight: z.string(),
      sizes: z.partialRecord(z.enum(['h1', 'h2', 'h3', 'h4']), size),
    }),
    headingSpacing: z.string(),
    radius: z.enum(['xs', 'sm', 'md', 'lg']),
    capsHeadings: z.boolean(),
  }),
  nav: z.array(link).min(1),
  headerCta: link.optional(),
  signInLinks: z.array(link).optional(),
  dealerLogin: z.strictObject({ landing: z.string().startsWith('/') }).optional(),
  search: z.strictObject({ path: z.string().startsWith('/'), emptyPath: z.string().optional() }),
});

/**
 * A brand's landing copy and hero frame (`landing.json`, behind `@brand-landing`): only the
 * landing screens read it, so it stays out of the entry chunk that brand.json is part of.
 */
export const brandLandingSchema = z.strictObject({
  /** The shape of the home hero's picture: part of the brand's character (issue 18). */
  heroFrame: z.enum(['arch', 'square', 'rounded']),
  landing: z.strictObject({
    eyebrow: z.string().min(1),
    lead: z.string().min(1),
    highlights: z.array(z.strictObject({ title: z.string(), text: z.string() })).length(3),
    primaryCta: link,
    secondaryCta: link.optional(),
  }),
});

/** A brand's own band on its landing (`landing-story.json`, read by its landing route). */
export const landingStorySchema = z.strictObject({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  badge: z.string().optional(),
  text: z.string().optional(),
  steps: z.array(z.strictObject({ title: z.string(), text: z.string() })).optional(),
  actions: z
    .array(
      z.strictObject({
        label: z.string(),
        to: z.string(),
        variant: z.literal('outline').optional(),
      }),
    )
    .optional(),
});
