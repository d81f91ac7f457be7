import type { Rect } from '@portal/contract';
import type { RawImage } from './raw-image';

/** How many rows or columns outside the area are averaged into its border colours. */
const BAND = 3;

/**
 * Erases an area (RGB, in place) with a content-aware fill: the colours just outside its four
 * edges, smoothed along each edge, are blended across it (a Coons patch), so walls, floors and
 * the light falling on them carry on through where the old furniture stood. Pixels outside the
 * area are never written.
 */
export const fillArea = (img: RawImage, area: Rect): void => {
  const { width: W, height: H, channels: C, data } = img;
  const { left: l, top: t, width: w, height: h } = area;
  if (w < 1 || h < 1) return;
  const smooth = Math.max(2, Math.round(Math.max(w, h) / 40));
  const top = t - BAND >= 0 ? edge(img, 'h', t - BAND, t, l, w, smooth) : null;
  const bottom = t + h + BAND <= H ? edge(img, 'h', t + h, t + h + BAND, l, w, smooth) : null;
  const leftE = l - BAND >= 0 ? edge(img, 'v', l - BAND, l, t, h, smooth) : null;
  const rightE = l + w + BAND <= W ? edge(img, 'v', l + w, l + w + BAND, t, h, smooth) : null;
  // An area on the photo's edge has no outside there: the opposite edge stands in.
  const T = top ?? bottom ?? constant(w, meanOf(leftE, rightE, C));
  const B = bottom ?? top ?? constant(w, meanOf(leftE, rightE, C));
  const L = leftE ?? rightE ?? constant(h, meanOf(top, bottom, C));
  const R = rightE ?? leftE ?? constant(h, meanOf(top, bottom, C));
  for (let c = 0; c < C; c++) {
    const tl = (T[c]![0]! + L[c]![0]!) / 2;
    const tr = (T[c]![w - 1]! + R[c]![0]!) / 2;
    const bl = (B[c]![0]! + L[c]![h - 1]!) / 2;
    const br = (B[c]![w - 1]! + R[c]![h - 1]!) / 2;
    for (let y = 0; y < h; y++) {
      const v = h === 1 ? 0.5 : y / (h - 1);
      const rowBase = ((t + y) * W + l) * C + c;
      for (let x = 0; x < w; x++) {
        const u = w === 1 ? 0.5 : x / (w - 1);
        const value =
          (1 - v) * T[c]![x]! +
          v * B[c]![x]! +
          (1 - u) * L[c]![y]! +
          u * R[c]![y]! -
          ((1 - u) * (1 - v) * tl + u * (1 - v) * tr + (1 - u) * v * bl + u * v * br);
        data[rowBase + x * C] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
      }
    }
  }
};

type Edge = Float32Array[];

/** Mean colour along an edge band, per channel, box-blurred along the edge. */
const edge = (
  img: RawImage,
  dir: 'h' | 'v',
  from: number,
  to: number,
  start: number,
  length: number,
  radius: number,
): Edge => {
  const { width: W, channels: C, data } = img;
  const out: Edge = [];
  for (let c = 0; c < C; c++) {
    const line = new Float32Array(length);
    for (let i = 0; i < length; i++) {
      let sum = 0;
      for (let k = from; k < to; k++) {
        const x = dir === 'h' ? start + i : k;
        const y = dir === 'h' ? k : start + i;
        sum += data[(y * W + x) * C + c]!;
      }
      line[i] = sum / (to - from);
    }
    out.push(boxBlur(line, radius));
  }
  return out;
};

const boxBlur = (line: Float32Array, r: number): Float32Array => {
  const out = new Float32Array(line.length);
  let sum = 0;
  let count = 0;
  for (let i = -r; i < line.length; i++) {
    const add = i + r;
    if (add < line.length) {
      sum += line[add]!;
      count++;
    }
    const drop = i - r - 1;
    if (drop >= 0) {
      sum -= line[drop]!;
      count--;
    }
    if (i >= 0) out[i] = sum / count;
  }
  return out;
};

const meanOf = (a: Edge | null, b: Edge | null, channels: number): number[] =>
  Array.from({ length: channels }, (_, c) => {
    const lines = [a?.[c], b?.[c]].filter((x): x is Float32Array => !!x);
    if (!lines.length) return 128;
    let sum = 0;
    let n = 0;
    for (const line of lines) {
      for (const v of line) sum += v;
      n += line.length;
    }
    return sum / n;
  });

const constant = (length: number, colour: number[]): Edge =>
  colour.map((v) => new Float32Array(length).fill(v));

/** Mean RGB of a ring `thickness` pixels wide around the area (the scene's light there). */
export const ringMean = (
  img: RawImage,
  area: Rect,
  thickness: number,
): [number, number, number] => {
  const { width: W, height: H, channels: C, data } = img;
  const x0 = Math.max(0, area.left - thickness);
  const y0 = Math.max(0, area.top - thickness);
  const x1 = Math.min(W, area.left + area.width + thickness);
  const y1 = Math.min(H, area.top + area.height + thickness);
  const sum = [0, 0, 0];
  let n = 0;
  // Every other pixel is plenty for a mean.
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const inside =
        x >= area.left && x < area.left + area.width && y >= area.top && y < area.top + area.height;
      if (inside) continue;
      const i = (y * W + x) * C;
      sum[0]! += data[i]!;
      sum[1]! += data[i + 1]!;
      sum[2]! += data[i + 2]!;
      n++;
    }
  }
  return n ? [sum[0]! / n, sum[1]! / n, sum[2]! / n] : [128, 128, 128];
};
