import { landingScreen } from '../brand-landing-screen';
import landing from './landing.json';
import story from './landing-story.json';

/** The Caracole landing, with the Cara assistant introduced. */
export const Component = landingScreen(landing, story);
