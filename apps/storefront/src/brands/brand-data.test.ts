import { BrandCodes, Brands, Policy } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { fillPolicy } from '../features/home/landing-story';
import { brandDataSchema, brandLandingSchema, landingStorySchema } from './brand-data.schema';

/** Every brand's data files, as the build reads them. */
const brandFiles = import.meta.glob<{ default: unknown }>('./*/brand.json', { eager: true });
const landingFiles = import.meta.glob<{ default: unknown }>('./*/landing.json', { eager: true });
const storyFiles = import.meta.glob<{ default: unknown }>('./*/landing-story.json', {
  eager: true,
});

describe('brand data files', () => {
  it.each(BrandCodes.map((code) => Brands[code].slug))('%s/brand.json has the shape', (slug) => {
    const file = brandFiles[`./${slug}/brand.json`];
    expect(file, `${slug}/brand.json`).toBeDefined();
    expect(brandDataSchema.safeParse(file?.default).error).toBeUndefined();
  });

  it.each(BrandCodes.map((code) => Brands[code].slug))('%s/landing.json has the shape', (slug) => {
    const file = landingFiles[`./${slug}/landing.json`];
    expect(file, `${slug}/landing.json`).toBeDefined();
    expect(brandLandingSchema.safeParse(file?.default).error).toBeUndefined();
  });

  it('refuses a hero frame it does not know', () => {
    const hom = landingFiles['./hom/landing.json']?.default as Record<string, unknown>;
    expect(brandLandingSchema.safeParse({ ...hom, heroFrame: 'oval' }).success).toBe(false);
  });

  it.each(Object.keys(storyFiles))('%s has the shape and names only policy values', (path) => {
    const story = landingStorySchema.parse(storyFiles[path]?.default);
    const texts = [story.title, ...(story.steps ?? []).map((step) => step.text)];
    for (const text of texts) expect(fillPolicy(text)).not.toMatch(/[{}]/);
  });

  it('fills policy values into the copy', () => {
    expect(fillPolicy('within {approvalHours} hours')).toBe(`within ${Policy.approvalHours} hours`);
    expect(fillPolicy('{unknown}')).toBe('{unknown}');
  });
});
