import { landingScreen } from '../brand-landing-screen';
import landing from './landing.json';
import story from './landing-story.json';

/**
 * The dealer site's landing, with the way to become a dealer (Sign Up) and, for staff of a dealer
 * that has an account, Request Access.
 */
export const Component = landingScreen(landing, story);
