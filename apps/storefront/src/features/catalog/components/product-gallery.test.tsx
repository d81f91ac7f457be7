import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';

const images = ['/f/a.jpg', '/f/b.png', '/f/c.jpg'];
const stage = () => screen.getByTestId('gallery-stage');
const touch = (type: 'touchStart' | 'touchEnd', x: number) =>
  fireEvent[type](stage(), {
    [type === 'touchStart' ? 'touches' : 'changedTouches']: [{ clientX: x, clientY: 100 }],
  });

describe('product gallery', () => {
  it('arrow keys and thumbnails choose the picture', () => {
    render(<ProductGallery images={images} name="Sofa" />);
    expect(stage().dataset.index).toBe('0');
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(stage().dataset.index).toBe('1');
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    expect(stage().dataset.index).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(stage().dataset.index).toBe('1');
    expect(screen.getByRole('img', { name: 'Sofa (2/3)' }).getAttribute('src')).toBe(
      '/f/b.png?width=600',
    );
  });

  it('a swipe over a quarter of the width turns the picture; a shorter one does not', () => {
    render(<ProductGallery images={images} name="Sofa" />);
    stage().getBoundingClientRect = () => ({ width: 400 }) as DOMRect;
    touch('touchStart', 300);
    touch('touchEnd', 210); // 90 px < 100 px
    expect(stage().dataset.index).toBe('0');
    touch('touchStart', 300);
    touch('touchEnd', 190); // 110 px to the left: next
    expect(stage().dataset.index).toBe('1');
    touch('touchStart', 100);
    touch('touchEnd', 220); // to the right: previous
    expect(stage().dataset.index).toBe('0');
  });

  it('a broken picture falls back to the placeholder', () => {
    render(<ProductGallery images={['/f/missing.jpg']} name="Lamp" />);
    const img = screen.getByRole('img', { name: 'Lamp (1/1)' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/mibd/file/read_file/product/placeholder.png?width=300');
    expect(img.getAttribute('srcset')).toBeNull();
  });
});
