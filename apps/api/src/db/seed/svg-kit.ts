/**
 * Small SVG helpers for the furniture drawings: colour mixing, one set of gradients per finish
 * and a few primitives. Drawings are front (or side) elevations on a 1000x750 canvas standing
 * on the floor line FLOOR; everything is plain numbers, no text (no fonts needed).
 */
export const WIDTH = 1000;
export const HEIGHT = 750;
export const FLOOR = 660;
export const CX = WIDTH / 2;

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

const parseHex = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const mix = (hex: string, other: string, t: number): string => {
  const a = parseHex(hex);
  const b = parseHex(other);
  const out = a.map((v, i) => clamp(v + ((b[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
};
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Relative brightness 0..1, to pick contrasting details on pale finishes. */
export const luminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

/** Fills (gradient references) and plain colours for one finish, plus their <defs>. */
export interface Paint {
  base: string;
  /** Vertical light-to-dark gradient: panels, frames, tops. */
  body: string;
  /** Horizontal gradient: round things (legs, columns, lamp bases). */
  round: string;
  /** A lighter tint for cushions and drawer fronts. */
  soft: string;
  /** Legs and bases: dark wood on pale finishes, the finish itself otherwise. */
  leg: string;
  metal: string;
  glass: string;
  shade: string;
  /** Gaps, shadows, inner panels. */
  dark: string;
  line: string;
  /** Radial gradient for the floor contact shadow. */
  shadowFill: string;
  defs: string;
}

const linear = (id: string, stops: [number, string][], horizontal = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/** `prefix` keeps gradient ids unique when several drawings share one SVG (room scenes). */
export const makePaint = (hex: string, prefix: string): Paint => {
  const id = (name: string) => `${prefix}-${name}`;
  const pale = luminance(hex) > 0.7;
  const legBase = pale ? '#5a3f2c' : darken(hex, 0.25);
  const defs = [
    linear(id('body'), [
      [0, lighten(hex, 0.18)],
      [0.55, hex],
      [1, darken(hex, 0.22)],
    ]),
    linear(
      id('round'),
      [
        [0, darken(hex, 0.25)],
        [0.35, lighten(hex, 0.22)],
        [1, darken(hex, 0.3)],
      ],
      true,
    ),
    linear(id('soft'), [
      [0, lighten(hex, 0.32)],
      [1, lighten(hex, 0.05)],
    ]),
    linear(
      id('leg'),
      [
        [0, darken(legBase, 0.2)],
        [0.4, lighten(legBase, 0.15)],
        [1, darken(legBase, 0.35)],
      ],
      true,
    ),
    linear(
      id('metal'),
      [
        [0, '#8a6a2f'],
        [0.4, '#f0d58a'],
        [1, '#7a5a22'],
      ],
      true,
    ),
    linear(id('glass'), [
      [0, '#eef3f6'],
      [0.5, '#c5d2da'],
      [1, '#9fb1bd'],
    ]),
    linear(id('shade'), [
      [0, '#f8f3e8'],
      [1, '#ddd2bd'],
    ]),
    `<radialGradient id="${id('shadow')}"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  ].join('');
  const url = (name: string) => `url(#${id(name)})`;
  return {
    base: hex,
    body: url('body'),
    round: url('round'),
    soft: url('soft'),
    leg: url('leg'),
    metal: url('metal'),
    glass: url('glass'),
    shade: url('shade'),
    dark: darken(hex, 0.35),
    line: darken(hex, pale ? 0.3 : 0.45),
    shadowFill: url('shadow'),
    defs: `<defs>${defs}</defs>`,
  };
};

/** Rounded rectangle with a thin outline in the finish's line colour. */
export const rect = (
  p: Paint,
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${p.line}" stroke-width="2"/>`;

export const poly = (p: Paint, points: [number, number][], fill: string): string =>
  `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}" stroke="${p.line}" stroke-width="2" stroke-linejoin="round"/>`;

export const path = (p: Paint, d: string, fill: string, stroke = true): string =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${p.line}" stroke-width="2" stroke-linejoin="round"` : ''}/>`;

export const circle = (p: Paint, cx: number, cy: number, r: number, fill: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="${p.line}" stroke-width="1.5"/>`;

/** Soft contact shadow on the floor. */
export const shadow = (p: Paint, width: number, y = FLOOR, cx = CX): string =>
  `<ellipse cx="${cx}" cy="${y}" rx="${width / 2 + 30}" ry="${Math.max(14, width / 22)}" fill="${p.shadowFill}"/>`;

/** A tapered leg from (x, top) to the floor. */
export const leg = (p: Paint, x: number, top: number, width: number, bottom = FLOOR): string =>
  poly(
    p,
    [
      [x - width / 2, top],
      [x + width / 2, top],
      [x + width * 0.3, bottom],
      [x - width * 0.3, bottom],
    ],
    p.leg,
  );

/** A drawer front with a brass pull (or two on wide drawers). */
export const drawer = (p: Paint, x: number, y: number, w: number, h: number): string => {
  const pulls = w > 220 ? [x + w * 0.25, x + w * 0.75] : [x + w / 2];
  return (
    rect(p, x, y, w, h, p.soft, 3) +
    pulls.map((px) => rect(p, px - 18, y + h / 2 - 4, 36, 8, p.metal, 4)).join('')
  );
};

/** A door with a raised inner panel and a knob on its opening side. */
export const door = (p: Paint, x: number, y: number, w: number, h: number, knobLeft: boolean) =>
  rect(p, x, y, w, h, p.soft, 3) +
  rect(p, x + 14, y + 14, w - 28, h - 28, p.body, 2) +
  circle(p, knobLeft ? x + 12 : x + w - 12, y + h / 2, 6, p.metal);
