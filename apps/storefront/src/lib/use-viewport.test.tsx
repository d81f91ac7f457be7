import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NARROW_QUERY, useNarrowViewport } from './use-viewport';

function Probe() {
  return <p data-testid="probe">{useNarrowViewport() ? 'narrow' : 'wide'}</p>;
}

const realMatchMedia = window.matchMedia;
const phone = () => {
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === NARROW_QUERY,
  });
};
afterEach(() => {
  window.matchMedia = realMatchMedia;
  document.getElementById('root')?.remove();
});

describe('useNarrowViewport', () => {
  it('follows the media query in a browser render', () => {
    phone();
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('narrow');
  });

  it("renders the prerendered page's guess while hydrating, not the real width", () => {
    phone();
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.viewport = 'wide';
    document.body.append(root);
    // renderToString and hydration both take the server snapshot.
    expect(renderToString(<Probe />)).toContain('wide');
    root.dataset.viewport = 'narrow';
    window.matchMedia = realMatchMedia;
    expect(renderToString(<Probe />)).toContain('narrow');
  });
});
