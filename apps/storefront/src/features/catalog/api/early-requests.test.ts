import { describe, expect, it } from 'vitest';
import { startEarly, takeEarly, takeEarlyAnswer } from './early-requests';

describe('early calls', () => {
  it('hands the call in flight to the first taker only', async () => {
    startEarly('a', async () => 1);
    const call = takeEarly<number>('a');
    expect(call).toBeDefined();
    await expect(call).resolves.toBe(1);
    expect(takeEarly('a')).toBeUndefined();
  });

  it('gives the answer synchronously once it has arrived, and only then', async () => {
    let answer!: (value: string) => void;
    startEarly('b', () => new Promise<string>((resolve) => (answer = resolve)));
    expect(takeEarlyAnswer('b')).toBeUndefined();
    answer('ready');
    await Promise.resolve();
    await Promise.resolve();
    expect(takeEarlyAnswer('b')).toBe('ready');
    expect(takeEarlyAnswer('b')).toBeUndefined();
    expect(takeEarly('b')).toBeUndefined();
  });

  it('keeps a failed call for the screen to see its error, with no answer', async () => {
    startEarly('c', () => Promise.reject(new Error('offline')));
    await Promise.resolve();
    expect(takeEarlyAnswer('c')).toBeUndefined();
    await expect(takeEarly('c')).rejects.toThrow('offline');
  });
});
