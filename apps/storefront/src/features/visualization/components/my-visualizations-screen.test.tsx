import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '../../../test/fake-api';
import { renderWithRouter } from '../../../test/render';
import { MyVisualizationsScreen } from './my-visualizations-screen';
import { PhotoCodeCard } from './photo-code-card';

describe('/visualizations for a visitor (the showroom)', () => {
  it('offers the upload only: no cases, no Photo Code field, no example rooms', async () => {
    const calls = fakeApi(() => envelope(404, 'unexpected', null));
    renderWithRouter(<MyVisualizationsScreen />, '/visualizations');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'See our furniture in your room',
    );
    expect(screen.getByRole('button', { name: 'Browse' })).toBeTruthy();
    expect(screen.queryByLabelText(/Photo Code/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Signed up already? Sign in' }).getAttribute('href'),
    ).toBe('/login?redirect=%2Fvisualizations');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });
});

describe('the Photo Code card', () => {
  it('shows the code large, how to use it and until when', () => {
    renderWithRouter(<PhotoCodeCard code="k7m2qp" expires="2026-12-01T10:00:00.000Z" />);
    const card = screen.getByTestId('photo-code-card');
    expect(within(card).getByTestId('photo-code').textContent).toBe('k7m2qp');
    expect(within(card).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fvisualizations',
    );
    expect(card.textContent).toContain('Enter the code under Photo Code in step 1');
    expect(card.textContent).toMatch(/works once, until .*1/);
  });
});
