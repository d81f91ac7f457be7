import { describe, expect, it } from 'vitest';
import { flashStockNote } from './stock-note';

describe('flash-deal stock (spec 4)', () => {
  it('none left: Unavailable for Purchase', () => {
    expect(flashStockNote(0).text).toBe('Unavailable for Purchase');
  });
  it('more wanted than left: Insufficient inventory', () => {
    expect(flashStockNote(3, 4).text).toBe('Insufficient inventory');
  });
  it('otherwise how many are left', () => {
    expect(flashStockNote(12)).toEqual({ text: '12 left', tone: 'ok' });
    expect(flashStockNote(2)).toEqual({ text: '2 left', tone: 'warn' });
  });
});
