import { landingScreen } from '../brand-landing-screen';
import brand from './brand.json';
import story from './landing-story.json';

/** The Jonathan Charles landing, with the bespoke dining service. */
export const Component = landingScreen(brand, story);
