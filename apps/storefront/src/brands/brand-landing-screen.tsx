import type { LandingContent } from '../features/home/brand-landing';
import { LandingStory, type LandingStoryContent } from '../features/home/landing-story';
import { BrandLandingFrame } from './brand-landing-frame';

/**
 * A brand-only landing screen: the shared landing, then the brand's own band. Route modules pass
 * their `brand.json` (not `index.ts`, which loads the route: a cycle).
 */
export function landingScreen(
  brand: { monogram: string; landing: LandingContent },
  story: LandingStoryContent,
) {
  return function Component() {
    return (
      <BrandLandingFrame brand={brand}>
        <LandingStory story={story} />
      </BrandLandingFrame>
    );
  };
}
