/** Fixed-size bitsets over index slots (32 slots a word). */
export type Bits = Uint32Array;

export const wordsFor = (capacity: number) => (capacity + 31) >>> 5;
export const newBits = (capacity: number): Bits => new Uint32Array(wordsFor(capacity));

export const setBit = (b: Bits, i: number) => {
  b[i >>> 5]! |= 1 << (i & 31);
};
export const clearBit = (b: Bits, i: number) => {
  b[i >>> 5]! &= ~(1 << (i & 31));
};
export const hasBit = (b: Bits, i: number) => (b[i >>> 5]! & (1 << (i & 31))) !== 0;

/** out = a AND b (out may be a). */
export const andInto = (out: Bits, a: Bits, b: Bits): Bits => {
  for (let w = 0; w < out.length; w++) out[w] = a[w]! & b[w]!;
  return out;
};
/** out = a AND NOT b (out may be a). */
export const andNotInto = (out: Bits, a: Bits, b: Bits): Bits => {
  for (let w = 0; w < out.length; w++) out[w] = a[w]! & ~b[w]!;
  return out;
};
/** out |= a. */
export const orInto = (out: Bits, a: Bits): Bits => {
  for (let w = 0; w < out.length; w++) out[w]! |= a[w]!;
  return out;
};

export const popWord = (v: number) => {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};
export const popcount = (b: Bits): number => {
  let n = 0;
  for (let w = 0; w < b.length; w++) if (b[w]) n += popWord(b[w]!);
  return n;
};
/** popcount(a AND b) without allocating. */
export const andCount = (a: Bits, b: Bits): number => {
  let n = 0;
  for (let w = 0; w < a.length; w++) {
    const v = a[w]! & b[w]!;
    if (v) n += popWord(v);
  }
  return n;
};

/** A copy grown to a larger capacity. */
export const grow = (b: Bits, capacity: number): Bits => {
  const out = newBits(capacity);
  out.set(b.subarray(0, Math.min(b.length, out.length)));
  return out;
};

/**
 * Zeroed bitsets handed out during one synchronous query and taken back all at once by
 * `reset`: a query needs a dozen, and allocating them each time kept the collector busy.
 */
export class BitsPool {
  private readonly free: Bits[] = [];
  private readonly used: Bits[] = [];

  constructor(readonly capacity: number) {}

  take(): Bits {
    const bits = this.free.pop() ?? newBits(this.capacity);
    this.used.push(bits);
    return bits;
  }

  /** A copy of `b` from the pool. */
  copy(b: Bits): Bits {
    const out = this.take();
    out.set(b);
    return out;
  }

  reset() {
    for (const bits of this.used) {
      bits.fill(0);
      this.free.push(bits);
    }
    this.used.length = 0;
  }
}
