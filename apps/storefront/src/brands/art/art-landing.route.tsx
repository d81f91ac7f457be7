import { landingScreen } from '../brand-landing-screen';
import landing from './landing.json';
import story from './landing-story.json';

/** The A.R.T. landing, with the seasonal trade promotion. */
export const Component = landingScreen(landing, story);
