import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { ListPagination, pageWindow } from './list-pagination';

describe('list pages', () => {
  it('shows the first, the last and the neighbours of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 58)).toEqual([1, 2, 'gap', 58]);
    expect(pageWindow(5, 58)).toEqual([1, 'gap', 4, 5, 6, 'gap', 58]);
    expect(pageWindow(3, 58)).toEqual([1, 2, 3, 4, 'gap', 58]);
    expect(pageWindow(58, 58)).toEqual([1, 'gap', 57, 58]);
  });

  it('links each page with the filters kept; the current one is marked', () => {
    renderWithRouter(
      <ListPagination page={2} last={3} hrefOf={(p) => `/productList?Room=bed_room&page=${p}`} />,
      '/productList?Room=bed_room&page=2',
    );
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/productList?Room=bed_room&page=3',
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toMatch(/page=3$/);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeNull();
  });
});
