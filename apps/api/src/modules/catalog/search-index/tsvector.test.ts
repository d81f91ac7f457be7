import { describe, expect, it } from 'vitest';
import { eachLexeme, parsePrefixQuery, rankContribution } from './tsvector';
import { closestWords, typoDistance } from './typo';

describe('reading PostgreSQL text search output', () => {
  it('lexemes with escaped quotes and weights from tsvector text', () => {
    const seen: [string, number[] | null][] = [];
    eachLexeme(`'-123':2 'chair':5A,7 'it''s':3B 'o':1 'x\\\\y'`, (w, ws) => seen.push([w, ws]));
    expect(seen).toEqual([
      ['-123', [0]],
      ['chair', [3, 0]],
      ["it's", [2]],
      ['o', [0]],
      ['x\\y', null],
    ]);
  });

  it("ts_rank's float4 arithmetic (values PostgreSQL answers)", () => {
    // SELECT ts_rank('a:1A,2'::tsvector, 'a:*'::tsquery) → 0.6231253
    expect(Math.fround(rankContribution([3, 0]))).toBeCloseTo(0.6231253, 7);
    // A lexeme without positions counts as one D position: 0.1 / 1.6449... = 0.06079271
    expect(Math.fround(rankContribution([]))).toBeCloseTo(0.06079271, 7);
  });

  it('prefix queries only; anything else is left to SQL', () => {
    expect(parsePrefixQuery(`'velvet':* & 'sofa':*`)).toEqual(['velvet', 'sofa']);
    expect(parsePrefixQuery('')).toEqual([]);
    expect(parsePrefixQuery(`'o''brien':*`)).toEqual(["o'brien"]);
    expect(parsePrefixQuery(`'a':* <-> 'b':*`)).toBeNull();
    expect(parsePrefixQuery(`'a':* | 'b':*`)).toBeNull();
  });
});

describe('typo distance', () => {
  it('counts a swap of neighbours as one letter', () => {
    expect(typoDistance('chiar', 'chair', 2)).toBe(1);
    expect(typoDistance('tabels', 'tables', 2)).toBe(1);
    expect(typoDistance('chesterfeild', 'chesterfield', 2)).toBe(1);
    expect(typoDistance('sofa', 'table', 1)).toBe(2);
  });

  it('keeps only the nearest words within the budget of the word length', () => {
    expect(closestWords('chiar', ['chair', 'chairs', 'cedar', 'sofa'])).toEqual(['chair']);
    expect(closestWords('sof', ['sofa', 'soft'])).toEqual(['sofa', 'soft']);
    expect(closestWords('bde', ['bed'])).toEqual([]);
    expect(closestWords('qxzvw', ['chair', 'table'])).toEqual([]);
  });
});
