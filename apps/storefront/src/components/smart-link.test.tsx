import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { SmartLink } from './smart-link';

/** Whether the app handled the click itself (prevented the browser's own navigation). */
function clickHandledByApp(link: HTMLElement): boolean {
  let prevented = false;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot load pages
  };
  document.addEventListener('click', listener);
  fireEvent.click(link);
  document.removeEventListener('click', listener);
  return prevented;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SmartLink', () => {
  it('navigates inside the app for route paths', () => {
    const { router } = renderWithRouter(<SmartLink to="/cart?u=1">Cart</SmartLink>, '/home');
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart?u=1');
    expect(clickHandledByApp(link)).toBe(true);
    expect(router.state.location.pathname).toBe('/cart');
  });

  it.each([
    '/page/home',
    '/static/catalogue.pdf',
    'http://ca.localhost:8080/home',
    'https://example.com/x',
  ])('leaves %s to a full page load', (href) => {
    const { router } = renderWithRouter(<SmartLink to={href}>Out</SmartLink>, '/home');
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link.getAttribute('href')).toBe(href);
    expect(clickHandledByApp(link)).toBe(false);
    expect(router.state.location.pathname).toBe('/home');
  });
});
