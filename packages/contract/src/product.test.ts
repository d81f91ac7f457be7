import { describe, expect, it } from 'vitest';
import { availabilityOf, ProductStatus, StatusTags, statusTagOf } from './product';

const p = (status: string, stock: number, future_stock: number) => ({
  status,
  stock,
  future_stock,
});

describe('availability and status tags (spec 4 and 8)', () => {
  it.each([
    [p('1', 20, 0), 'in_stock', StatusTags.inStock],
    [p('1', 3, 0), 'low_stock', StatusTags.inStock],
    [p('1', 0, 12), 'backorder', StatusTags.availableSoon],
    [p('1', 0, 0), 'unavailable', null],
    [p(ProductStatus.unavailable, 9, 0), 'unavailable', StatusTags.unavailable],
    [p(ProductStatus.takenDown, 9, 0), 'taken_down', StatusTags.inStock],
  ])('%o → %s / %s', (facts, availability, tag) => {
    expect(availabilityOf(facts)).toBe(availability);
    expect(statusTagOf(facts)).toBe(tag);
  });
});
