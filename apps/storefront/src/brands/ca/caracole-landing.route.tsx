import { landingScreen } from '../brand-landing-screen';
import brand from './brand.json';
import story from './landing-story.json';

/** The Caracole landing, with the Cara assistant introduced. */
export const Component = landingScreen(brand, story);
