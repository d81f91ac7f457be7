import { CX, door, drawer, FLOOR, leg, type Paint, poly, rect, shadow } from './svg-kit';

interface TableOptions {
  w: number;
  h: number;
  top?: number;
  apron?: number;
  drawers?: number;
  legs: 'four' | 'pedestal' | 'trestle';
  shelf?: boolean;
}

/** Tables: a top with a lit front edge, an optional apron with drawers, and a base. */
export const table = (p: Paint, o: TableOptions): string => {
  const x0 = CX - o.w / 2;
  const x1 = x0 + o.w;
  const topY = FLOOR - o.h;
  const t = o.top ?? 18;
  const apron = o.apron ?? 0;
  const under = topY + t + apron;
  let s = shadow(p, o.w);
  if (o.legs === 'four') {
    s += leg(p, x0 + 64, under - 2, 16, FLOOR - 12) + leg(p, x1 - 64, under - 2, 16, FLOOR - 12);
    s += leg(p, x0 + 26, under - 2, 28) + leg(p, x1 - 26, under - 2, 28);
  } else if (o.legs === 'pedestal') {
    s += rect(p, CX - 30, under - 2, 60, FLOOR - under - 24, p.round, 6);
    s += poly(
      p,
      [
        [CX - 50, FLOOR - 30],
        [CX + 50, FLOOR - 30],
        [CX + 110, FLOOR],
        [CX - 110, FLOOR],
      ],
      p.body,
    );
  } else {
    for (const x of [x0 + 100, x1 - 100]) {
      s += rect(p, x - 20, under - 2, 40, FLOOR - under - 22, p.round, 4);
      s += rect(p, x - 80, FLOOR - 26, 160, 26, p.body, 10);
    }
    s += rect(p, x0 + 100, FLOOR - 150, o.w - 200, 20, p.body, 4);
  }
  if (o.shelf) s += rect(p, x0 + 18, FLOOR - 70, o.w - 36, 16, p.body, 3);
  if (apron) {
    s += rect(p, x0 + 12, topY + t, o.w - 24, apron, p.body, 2);
    const n = o.drawers ?? 0;
    const dw = (o.w - 60) / Math.max(n, 1);
    for (let i = 0; i < n; i++)
      s += drawer(p, x0 + 30 + i * dw + 4, topY + t + 8, dw - 8, apron - 16);
  }
  s += rect(p, x0 - 10, topY, o.w + 20, t, p.body, 4);
  s += `<line x1="${x0 - 4}" y1="${topY + 3}" x2="${x1 + 4}" y2="${topY + 3}" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
  return s;
};

export const desk = (p: Paint): string => {
  const w = 640;
  const x0 = CX - w / 2;
  const under = FLOOR - 310 + 22;
  let s = table(p, { w, h: 310, top: 22, apron: 44, drawers: 2, legs: 'four' });
  // A pedestal of drawers under the left end.
  s += rect(p, x0 + 8, under + 40, 210, FLOOR - under - 52, p.body, 3);
  for (let i = 0; i < 3; i++) s += drawer(p, x0 + 20, under + 52 + i * 68, 186, 60);
  return s;
};

type Front =
  | { kind: 'drawers'; rows: number; cols: number }
  | { kind: 'doors'; count: number; style?: 'panel' | 'glass' | 'reeded' | 'lattice' }
  | { kind: 'shelves'; count: number };

interface CaseOptions {
  w: number;
  h: number;
  legH: number;
  front: Front;
}

const BOOK_COLOURS = ['#7b2d26', '#2f4858', '#c9a66b', '#4d6a4d', '#d8cfc0', '#3b3b3b', '#8c5a3c'];

const books = (p: Paint, x: number, y: number, w: number, h: number, seed: number): string => {
  let s = '';
  let bx = x + 10;
  for (let i = 0; bx < x + w * 0.7; i++) {
    const bw = 14 + ((seed + i * 7) % 4) * 5;
    const bh = h * (0.62 + ((seed + i * 3) % 5) * 0.07);
    s += rect(p, bx, y + h - bh, bw, bh, BOOK_COLOURS[(seed + i) % BOOK_COLOURS.length]!, 2);
    bx += bw + 2;
  }
  return s;
};

const fronts = (p: Paint, x: number, y: number, w: number, h: number, f: Front): string => {
  const gap = 8;
  let s = '';
  if (f.kind === 'drawers') {
    const rw = w / f.cols;
    const rh = h / f.rows;
    for (let r = 0; r < f.rows; r++) {
      for (let c = 0; c < f.cols; c++) {
        s += drawer(p, x + c * rw + gap / 2, y + r * rh + gap / 2, rw - gap, rh - gap);
      }
    }
    return s;
  }
  if (f.kind === 'shelves') {
    s += rect(p, x, y, w, h, p.dark, 2);
    const sh = h / f.count;
    for (let i = 0; i < f.count; i++) {
      s += books(p, x, y + i * sh + 6, w, sh - 20, i * 5);
      s += rect(p, x - 2, y + (i + 1) * sh - 14, w + 4, 14, p.body, 2);
    }
    return s;
  }
  const dw = w / f.count;
  for (let i = 0; i < f.count; i++) {
    const dx = x + i * dw + gap / 2;
    const knobLeft = i % 2 === 1;
    if (f.style === 'glass') {
      s +=
        rect(p, dx, y, dw - gap, h, p.body, 3) +
        rect(p, dx + 16, y + 16, dw - gap - 32, h - 32, p.glass, 2);
      for (let k = 1; k < 3; k++) s += rect(p, dx + 16, y + (k * h) / 3, dw - gap - 32, 6, p.body);
      s += `<line x1="${dx + 30}" y1="${y + h - 40}" x2="${dx + dw - 60}" y2="${y + 40}" stroke="#fff" stroke-opacity="0.45" stroke-width="8"/>`;
    } else {
      s += door(p, dx, y, dw - gap, h, knobLeft);
    }
    if (f.style === 'reeded') {
      for (let lx = dx + 24; lx < dx + dw - gap - 16; lx += 12) {
        s += `<line x1="${lx}" y1="${y + 18}" x2="${lx}" y2="${y + h - 18}" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="2"/>`;
      }
    }
    if (f.style === 'lattice') {
      const [ix, iy, iw, ih] = [dx + 14, y + 14, dw - gap - 28, h - 28];
      s += `<path d="M${ix} ${iy} L${ix + iw} ${iy + ih} M${ix + iw} ${iy} L${ix} ${iy + ih} M${ix + iw / 2} ${iy} L${ix + iw} ${iy + ih / 2} L${ix + iw / 2} ${iy + ih} L${ix} ${iy + ih / 2} Z" fill="none" stroke="${p.metal}" stroke-width="5"/>`;
    }
  }
  return s;
};

/** Cabinets, chests and the like: carcass, top slab, fronts, legs or a plinth. */
export const caseGood = (p: Paint, o: CaseOptions): string => {
  const x0 = CX - o.w / 2;
  const x1 = x0 + o.w;
  const bottom = FLOOR - o.legH;
  const top = bottom - o.h;
  let s = shadow(p, o.w);
  if (o.legH > 0) {
    s += leg(p, x0 + 44, bottom - 4, 16, FLOOR - 10) + leg(p, x1 - 44, bottom - 4, 16, FLOOR - 10);
    s += leg(p, x0 + 22, bottom - 4, 28) + leg(p, x1 - 22, bottom - 4, 28);
  } else {
    s += rect(p, x0 + 8, FLOOR - 28, o.w - 16, 28, p.leg, 2);
  }
  s += rect(p, x0, top, o.w, o.h, p.body, 4);
  s += fronts(p, x0 + 16, top + 16, o.w - 32, o.h - 32, o.front);
  s += rect(p, x0 - 10, top - 16, o.w + 20, 16, p.body, 4);
  return s;
};
