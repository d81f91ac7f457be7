import { LandingStory, type LandingStoryContent } from '../features/home/landing-story';
import { type BrandLandingData, BrandLandingFrame } from './brand-landing-frame';

/**
 * A brand-only landing screen: the shared landing, then the brand's own band. Route modules pass
 * their `landing.json` (not `index.ts`, which loads the route: a cycle).
 */
export function landingScreen(brand: BrandLandingData, story: LandingStoryContent) {
  return function Component() {
    return (
      <BrandLandingFrame brand={brand}>
        <LandingStory story={story} />
      </BrandLandingFrame>
    );
  };
}
