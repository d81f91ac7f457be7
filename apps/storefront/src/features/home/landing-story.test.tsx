import { Policy } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import caStory from '../../brands/ca/landing-story.json';
import dealerStory from '../../brands/ca-dealer/landing-story.json';
import { renderRoutes } from '../../test/render';
import { LandingStory, type LandingStoryContent } from './landing-story';

const renderStory = async (story: LandingStoryContent) => {
  renderRoutes([{ path: '/', element: <LandingStory story={story} /> }]);
  return screen.findByRole('heading', { level: 2 });
};

describe('LandingStory', () => {
  it('shows the badge, the paragraph and one outline button', async () => {
    expect((await renderStory(caStory)).textContent).toBe('Meet Cara');
    screen.getByText('Beta');
    const button = screen.getByRole('link', { name: 'Start with the collection' });
    expect(button.getAttribute('href')).toBe('/product/category');
    expect(button.getAttribute('data-variant')).toBe('outline');
  });

  it('numbers the steps with policy values filled in, then the buttons', async () => {
    await renderStory(dealerStory);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    screen.getByText(
      `Our dealer team reviews each application within ${Policy.approvalHours} hours.`,
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    const access = screen.getByRole('link', { name: 'Request Access' });
    expect(access.getAttribute('href')).toBe('/requestAccess');
  });
});
