import type { MenuNode } from '@portal/contract';
import { Timing } from '@portal/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { visibleNodes } from '../api/brand-menu';
import { ProductMenu } from './product-menu';

const node = (name: string, link: string, over: Partial<MenuNode> = {}): MenuNode => ({
  name,
  link,
  _blank: false,
  second_menu_style: '1',
  children: [],
  preview_link: '',
  is_show: true,
  ...over,
});

const items = visibleNodes([
  node('Seating', '/product/category/seating', {
    children: [
      node('Sofas', '/product/category/sofas'),
      node('Benches', '/product/category/benches'),
    ],
  }),
  node('Portfolios', '/product/portfolio', {
    second_menu_style: '5',
    children: [
      node('Adela', '/product/portfolio/adela', {
        preview_link: '/mibd/file/read_file/product/a.jpg?width=300',
      }),
    ],
  }),
  node('E-Catalog', '/eCatalog', { _blank: true }),
  node('Brochure', '/static/brochure.pdf'),
  node('Holiday Edit', '/product/category/accent-chairs', { is_show: false }),
]);

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
const open = () => renderWithRouter(<ProductMenu items={items} label="Products" />, '/home');

afterEach(() => vi.useRealTimers());

describe('header product menu', () => {
  it('shows visible entries: panels behind buttons, the rest as links', () => {
    open();
    const nav = screen.getByRole('navigation', { name: 'Products' });
    expect(within(nav).getByRole('button', { name: 'Seating' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(nav).getByRole('link', { name: 'E-Catalog' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(within(nav).getByRole('link', { name: 'Brochure' }).getAttribute('href')).toBe(
      '/static/brochure.pdf',
    );
    expect(within(nav).queryByText('Holiday Edit')).toBeNull();
  });

  it.each(['Enter', ' ', 'ArrowDown'])(
    '%j opens the panel and focuses its first link',
    async (key) => {
      open();
      const trigger = screen.getByRole('button', { name: 'Seating' });
      trigger.focus();
      fireEvent.keyDown(trigger, { key });
      await frame();
      expect(trigger.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement?.textContent).toMatch(/Shop all Seating/);
    },
  );

  it('arrows move inside the panel; Escape closes it and focus returns to the entry', async () => {
    open();
    const trigger = screen.getByRole('button', { name: 'Seating' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    await frame();
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')!;
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Sofas');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Benches');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('ArrowRight and ArrowLeft move between entries', () => {
    open();
    const seating = screen.getByRole('button', { name: 'Seating' });
    seating.focus();
    fireEvent.keyDown(seating, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Portfolios' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Brochure' }));
  });

  it('hover opens; leaving hides after hoverHideMs unless the pointer comes back', () => {
    vi.useFakeTimers();
    open();
    const trigger = screen.getByRole('button', { name: 'Portfolios' });
    const entry = trigger.closest('li')!;
    fireEvent.pointerEnter(entry, { pointerType: 'mouse' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Adela' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Adela' }).querySelector('img')?.getAttribute('loading'),
    ).toBe('lazy');
    fireEvent.pointerLeave(entry, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(Timing.hoverHideMs - 1));
    fireEvent.pointerEnter(entry, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(Timing.hoverHideMs));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(entry, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(Timing.hoverHideMs));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click toggles the panel (touch screens)', () => {
    open();
    const trigger = screen.getByRole('button', { name: 'Seating' });
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
