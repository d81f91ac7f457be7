import { describe, expect, it } from 'vitest';
import { createNoticeGate, noticeTarget } from './notice-policy';

describe('case notices (spec 4)', () => {
  it('routes by source: 1 and 2 photo upload, 3 scheme details, 4 and 5 AI chat', () => {
    expect([1, 2, 3, 4, 5].map(noticeTarget)).toEqual([
      'upload',
      'upload',
      'scheme',
      'chat',
      'chat',
    ]);
  });

  it('lets at most 3 notices through in 5 seconds', () => {
    const gate = createNoticeGate();
    expect([0, 100, 200, 300].map((t) => gate(t))).toEqual([true, true, true, false]);
    expect(gate(4_999)).toBe(false);
    expect(gate(5_000)).toBe(true);
  });
});
