import { describe, expect, it } from 'vitest';
import { choicesFrom, ratingLabel } from './feedback-choices';

describe('choicesFrom', () => {
  it('takes a rating 1-5 and a known topic from the query', () => {
    expect(choicesFrom(new URLSearchParams('rating=4&topic=Delivery'))).toEqual({
      rating: 4,
      topic: 'Delivery',
    });
  });
  it.each([
    'rating=0&topic=Delivery',
    'rating=6&topic=Delivery',
    'rating=2.5&topic=Website',
    'rating=3&topic=Weather',
    '',
  ])('refuses %s', (query) => expect(choicesFrom(new URLSearchParams(query))).toBeNull());
  it('names the ratings', () => expect(ratingLabel(5)).toBe('Excellent'));
});
