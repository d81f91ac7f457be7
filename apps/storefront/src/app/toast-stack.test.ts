import { describe, expect, it } from 'vitest';
import { createToastStack } from './toast-stack';

describe('toast stack', () => {
  it('starts at 120 px and steps 30 px per toast while they keep coming', () => {
    let time = 10_000;
    const stack = createToastStack(() => time);
    expect(stack.place('a')).toBe(120);
    time += 400;
    expect(stack.place('b')).toBe(150);
    time += 1_000;
    expect(stack.place('c')).toBe(180);
    expect(stack.place('a')).toBe(120);
  });

  it('starts again at 120 px 1500 ms after the last toast', () => {
    let time = 0;
    const stack = createToastStack(() => time);
    stack.place('a');
    time += 1_499;
    expect(stack.place('b')).toBe(150);
    time += 1_500;
    expect(stack.place('c')).toBe(120);
  });

  it('forgets toasts that are gone', () => {
    let time = 0;
    const stack = createToastStack(() => time);
    stack.place('a');
    stack.keepOnly([]);
    time += 5_000;
    expect(stack.place('a')).toBe(120);
  });
});
