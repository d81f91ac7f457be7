import type { Shape } from './catalog-types';
import { chandelier, floorLamp, mirror, rug, tableLamp } from './shapes-accents';
import { caseGood, desk, table } from './shapes-case-goods';
import {
  barStool,
  bed,
  bench,
  diningChair,
  headboard,
  loungeChair,
  ottoman,
  sofaLike,
} from './shapes-seating';
import { CX, FLOOR, HEIGHT, makePaint, mix, type Paint, WIDTH } from './svg-kit';

/**
 * Product pictures drawn at seed time (never downloaded): one elevation per category shape,
 * filled in a finish colour with soft gradients and a floor shadow, on a transparent canvas.
 */
const DRAW: Record<Shape, (p: Paint) => string> = {
  sofa: (p) => sofaLike(p, 780, 3),
  loveseat: (p) => sofaLike(p, 560, 2),
  sectional: (p) => sofaLike(p, 880, 4, { chaise: true }),
  armchair: (p) => sofaLike(p, 360, 1, { armW: 82, backTop: FLOOR - 430, wing: true }),
  ottoman,
  bench,
  'dining-chair': diningChair,
  'bar-stool': barStool,
  'lounge-chair': loungeChair,
  'coffee-table': (p) => table(p, { w: 580, h: 180, top: 26, legs: 'four', shelf: true }),
  'side-table': (p) => table(p, { w: 280, h: 300, top: 24, legs: 'pedestal' }),
  'console-table': (p) =>
    table(p, { w: 620, h: 340, apron: 56, drawers: 2, legs: 'four', shelf: true }),
  'dining-table': (p) => table(p, { w: 780, h: 300, top: 26, apron: 40, legs: 'trestle' }),
  desk,
  nightstand: (p) =>
    caseGood(p, { w: 270, h: 250, legH: 60, front: { kind: 'drawers', rows: 2, cols: 1 } }),
  dresser: (p) =>
    caseGood(p, { w: 660, h: 300, legH: 44, front: { kind: 'drawers', rows: 3, cols: 2 } }),
  chest: (p) =>
    caseGood(p, { w: 380, h: 480, legH: 40, front: { kind: 'drawers', rows: 5, cols: 1 } }),
  sideboard: (p) => caseGood(p, { w: 720, h: 280, legH: 64, front: { kind: 'doors', count: 4 } }),
  bookcase: (p) => caseGood(p, { w: 400, h: 580, legH: 0, front: { kind: 'shelves', count: 5 } }),
  cabinet: (p) =>
    caseGood(p, { w: 420, h: 470, legH: 56, front: { kind: 'doors', count: 2, style: 'glass' } }),
  'media-console': (p) =>
    caseGood(p, { w: 740, h: 200, legH: 80, front: { kind: 'doors', count: 4, style: 'reeded' } }),
  'bar-cabinet': (p) =>
    caseGood(p, { w: 380, h: 440, legH: 64, front: { kind: 'doors', count: 2, style: 'lattice' } }),
  bed,
  headboard,
  'table-lamp': tableLamp,
  'floor-lamp': floorLamp,
  chandelier,
  mirror,
  rug,
};

const svgDoc = (body: string, view: ViewBox = [0, 0, WIDTH, HEIGHT]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="${view.join(' ')}">${body}</svg>`;

/** Gradient defs plus the drawing, with ids prefixed so several can share one document. */
export const furnitureMarkup = (shape: Shape, hex: string, prefix = 'f'): string => {
  const paint = makePaint(hex, prefix);
  return `${paint.defs}<g>${DRAW[shape](paint)}</g>`;
};

/** Which part of the drawing to show: x, y, width, height in drawing units. */
export type ViewBox = readonly [number, number, number, number];

/** One piece on a transparent 1000x750 canvas, optionally framed on part of the drawing. */
export const furnitureSvg = (
  shape: Shape,
  hex: string,
  view: ViewBox = [0, 0, WIDTH, HEIGHT],
): string => svgDoc(furnitureMarkup(shape, hex), view);

/**
 * The frame that centres a piece whose drawn pixels span `box`, filling most of the picture
 * but never enlarging more than `maxZoom` (outlines would turn heavy).
 */
export const frameAround = (box: ViewBox, fill = 0.86, maxZoom = 1.8): ViewBox => {
  const [x, y, w, h] = box;
  const zoom = Math.min(maxZoom, (WIDTH * fill) / w, (HEIGHT * fill) / h);
  const vw = WIDTH / zoom;
  const vh = HEIGHT / zoom;
  const r = (n: number) => Math.round(n * 10) / 10;
  return [r(x + w / 2 - vw / 2), r(y + h / 2 - vh / 2), r(vw), r(vh)];
};

/** A collection's picture: two pieces in the collection's finish in front of a tinted wall. */
export const sceneSvg = (shapes: readonly [Shape, Shape], hex: string): string => {
  const wall = mix('#f1ece3', hex, 0.14);
  const floorY = 640;
  const scale = 0.55;
  const place = (shape: Shape, x: number, i: number) => {
    // Hanging pieces keep their ceiling; everything else stands on the scene's floor.
    const ty = shape === 'chandelier' ? 0 : floorY - FLOOR * scale;
    const tx = x - CX * scale;
    return `<g transform="translate(${tx} ${ty}) scale(${scale})">${furnitureMarkup(shape, hex, `s${i}`)}</g>`;
  };
  return svgDoc(
    `<rect width="${WIDTH}" height="${floorY}" fill="${wall}"/>` +
      `<rect y="${floorY}" width="${WIDTH}" height="${HEIGHT - floorY}" fill="#cdb89a"/>` +
      `<rect y="${floorY - 16}" width="${WIDTH}" height="16" fill="#faf8f4"/>` +
      `<rect y="${floorY - 380}" x="420" width="200" height="150" fill="#fff" fill-opacity="0.5" stroke="#d8cfc1" stroke-width="6"/>` +
      place(shapes[0], 300, 0) +
      place(shapes[1], 740, 1),
  );
};

/** The neutral "no image" picture the API answers for missing files. */
export const placeholderSvg = (): string => {
  const grey: Paint = { ...makePaint('#c9c3b9', 'ph'), line: '#b3ab9f' };
  return svgDoc(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f1ed"/>` +
      `<g opacity="0.55">${grey.defs}${DRAW.armchair(grey)}</g>` +
      `<rect x="760" y="560" width="140" height="104" rx="10" fill="none" stroke="#b3ab9f" stroke-width="8"/>` +
      `<circle cx="800" cy="596" r="13" fill="#b3ab9f"/>` +
      `<path d="M772 652 L820 606 L850 632 L870 616 L890 652 Z" fill="#b3ab9f"/>`,
  );
};
