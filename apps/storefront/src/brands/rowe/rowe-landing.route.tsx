import { landingScreen } from '../brand-landing-screen';
import landing from './landing.json';
import story from './landing-story.json';

/** The Rowe landing, with how custom upholstery works. */
export const Component = landingScreen(landing, story);
