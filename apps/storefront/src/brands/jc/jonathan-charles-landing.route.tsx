import { landingScreen } from '../brand-landing-screen';
import landing from './landing.json';
import story from './landing-story.json';

/** The Jonathan Charles landing, with the bespoke dining service. */
export const Component = landingScreen(landing, story);
