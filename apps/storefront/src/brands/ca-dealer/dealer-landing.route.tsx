import { landingScreen } from '../brand-landing-screen';
import landing from './landing.json';
import story from './landing-story.json';

/**
 * The dealer site's landing, with the two ways in: Sign Up (the trade wizard) and Request Access
 * (the dealer application).
 */
export const Component = landingScreen(landing, story);
