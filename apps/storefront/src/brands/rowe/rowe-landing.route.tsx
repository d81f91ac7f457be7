import { landingScreen } from '../brand-landing-screen';
import brand from './brand.json';
import story from './landing-story.json';

/** The Rowe landing, with how custom upholstery works. */
export const Component = landingScreen(brand, story);
