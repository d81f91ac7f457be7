import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DimensionOutline } from './dimension-outline';

describe('dimensioned outline', () => {
  it('draws front and top to one scale with the three measurements', () => {
    render(<DimensionOutline width={84} depth={38} height={33} />);
    const svg = screen.getByRole('img', { name: 'Outline: 84″ wide, 38″ deep, 33″ high' });
    const [front, top] = Array.from(svg.querySelectorAll('rect'));
    // Same scale: both 84 wide; heights in proportion 33 : 38.
    expect(front?.getAttribute('width')).toBe(top?.getAttribute('width'));
    expect(Number(front?.getAttribute('height')) / Number(top?.getAttribute('height'))).toBeCloseTo(
      33 / 38,
    );
    expect(svg.textContent).toContain('W 84″');
  });

  it('draws nothing without all three measurements', () => {
    const { container } = render(<DimensionOutline width={84} depth={0} height={33} />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
