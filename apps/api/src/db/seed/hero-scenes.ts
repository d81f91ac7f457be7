import { type BrandCode, HERO_SCENE_SIZE } from '@portal/contract';
import type { Shape } from './catalog-types';
import { furnitureMarkup } from './furniture-drawing';
import { CX, darken, FLOOR, lighten, mix } from './svg-kit';
import { FINISHES } from './vocabulary';

/**
 * Each brand's home hero (issue 18): a room composed of the catalogue's own furniture drawings,
 * in the brand's colours, drawn at seed time like the product pictures (no downloads, no text).
 * Portrait 3:4, the frame it fills on the home page.
 */
const { width: W, height: H } = HERO_SCENE_SIZE;
/** Where the wall meets the floor. */
const FLOOR_Y = 940;

/** One drawing in the room: its centre, its size, and how far it stands in front or on top. */
interface Piece {
  shape: Shape;
  x: number;
  scale: number;
  hex: string;
  /** Pixels above the floor line (a lamp on a table). */
  lift?: number;
  /** Pixels towards the viewer (lower on the picture). */
  front?: number;
}

type WallDecor = 'window' | 'panels' | 'arch' | 'frames' | 'shelf-light';

interface HeroScene {
  wall: string;
  floor: string;
  decor: WallDecor;
  pieces: Piece[];
}

const wood = (i: number) => FINISHES[i % FINISHES.length]!.hex;

export const HERO_SCENES: Readonly<Record<BrandCode, HeroScene>> = {
  // The group's living room: the sofa, its lamps and tables.
  HOM: {
    wall: '#e6e1d8',
    floor: '#c7b294',
    decor: 'window',
    pieces: [
      { shape: 'floor-lamp', x: 120, scale: 0.78, hex: '#3b3f46' },
      { shape: 'sofa', x: 470, scale: 0.68, hex: '#5f7286' },
      { shape: 'side-table', x: 800, scale: 0.55, hex: wood(0) },
      { shape: 'table-lamp', x: 800, scale: 0.4, hex: '#d8c9a8', lift: 165 },
      { shape: 'coffee-table', x: 450, scale: 0.6, hex: wood(2), front: 120 },
    ],
  },
  // Caracole: a dressed, glamorous sitting room under a chandelier.
  CA: {
    wall: '#efe4de',
    floor: '#d6c6b8',
    decor: 'arch',
    pieces: [
      { shape: 'chandelier', x: 450, scale: 0.6, hex: '#b48a5a' },
      { shape: 'console-table', x: 450, scale: 0.62, hex: '#36312e' },
      { shape: 'table-lamp', x: 300, scale: 0.36, hex: '#e2d9c6', lift: 211 },
      { shape: 'lounge-chair', x: 150, scale: 0.62, hex: '#9b6b6b', front: 110 },
      { shape: 'lounge-chair', x: 750, scale: 0.62, hex: '#9b6b6b', front: 110 },
    ],
  },
  // The dealer site: a showroom dining setting.
  CA_DEALER: {
    wall: '#e9e0d6',
    floor: '#bda78b',
    decor: 'panels',
    pieces: [
      { shape: 'chandelier', x: 450, scale: 0.58, hex: '#b48a5a' },
      { shape: 'sideboard', x: 450, scale: 0.6, hex: '#6f4a30' },
      { shape: 'dining-chair', x: 170, scale: 0.68, hex: '#7c5a44', front: 120 },
      { shape: 'dining-table', x: 450, scale: 0.66, hex: '#6f4a30', front: 130 },
      { shape: 'dining-chair', x: 730, scale: 0.68, hex: '#7c5a44', front: 120 },
    ],
  },
  // Rowe: upholstery first, a deep sectional and an ottoman.
  ROWE: {
    wall: '#e3e7e4',
    floor: '#c9bba6',
    decor: 'frames',
    pieces: [
      { shape: 'sectional', x: 390, scale: 0.68, hex: '#8e9c7d' },
      { shape: 'floor-lamp', x: 760, scale: 0.74, hex: '#2f3a36' },
      { shape: 'ottoman', x: 400, scale: 0.62, hex: '#c2a27c', front: 130 },
    ],
  },
  // Jonathan Charles: a library of fine case goods.
  JC: {
    wall: '#dfe3d6',
    floor: '#a88b68',
    decor: 'panels',
    pieces: [
      { shape: 'bookcase', x: 190, scale: 0.74, hex: '#5a3b26' },
      { shape: 'desk', x: 580, scale: 0.62, hex: '#6f4a30' },
      { shape: 'table-lamp', x: 700, scale: 0.36, hex: '#2f5a48', lift: 190 },
      { shape: 'armchair', x: 560, scale: 0.6, hex: '#2f5a48', front: 140 },
    ],
  },
  // A.R.T.: the bedroom, bed, nightstands and their lamps.
  ART: {
    wall: '#e8e2da',
    floor: '#bfa98d',
    decor: 'frames',
    pieces: [
      { shape: 'nightstand', x: 120, scale: 0.6, hex: '#b48a5a' },
      { shape: 'table-lamp', x: 120, scale: 0.36, hex: '#e2d9c6', lift: 150 },
      { shape: 'bed', x: 450, scale: 0.68, hex: '#8c8f94' },
      { shape: 'nightstand', x: 780, scale: 0.6, hex: '#b48a5a' },
      { shape: 'table-lamp', x: 780, scale: 0.36, hex: '#e2d9c6', lift: 150 },
    ],
  },
  // Flash Deals: a bright reading corner.
  FFD: {
    wall: '#f3ece2',
    floor: '#d2bd9e',
    decor: 'shelf-light',
    pieces: [
      { shape: 'rug', x: 450, scale: 0.7, hex: '#5f7286', front: 60 },
      { shape: 'floor-lamp', x: 150, scale: 0.8, hex: '#c0392b' },
      { shape: 'lounge-chair', x: 430, scale: 0.7, hex: '#e07a2f', front: 40 },
      { shape: 'side-table', x: 740, scale: 0.6, hex: wood(1) },
    ],
  },
};

/** What hangs on the wall behind the furniture, in the wall's own tones. */
const wallDecor = (decor: WallDecor, wall: string): string => {
  const line = darken(wall, 0.14);
  const glass = lighten(mix(wall, '#bcd3e0', 0.6), 0.35);
  switch (decor) {
    case 'window':
      return (
        `<rect x="250" y="150" width="400" height="460" fill="${glass}" stroke="${line}" stroke-width="14"/>` +
        `<path d="M450 150V610M250 380H650" stroke="${line}" stroke-width="10"/>`
      );
    case 'arch':
      return `<path d="M270 640V340A180 180 0 0 1 630 340V640Z" fill="${glass}" stroke="${line}" stroke-width="12"/>`;
    case 'panels': {
      let s = `<rect y="${FLOOR_Y - 300}" width="${W}" height="10" fill="${line}"/>`;
      for (let x = 40; x < W - 100; x += 210) {
        s += `<rect x="${x}" y="120" width="170" height="${FLOOR_Y - 470}" fill="none" stroke="${line}" stroke-width="6"/>`;
      }
      return s;
    }
    case 'frames':
      return (
        `<rect x="200" y="230" width="220" height="280" fill="${mix(wall, '#8e9c7d', 0.45)}" stroke="${line}" stroke-width="12"/>` +
        `<rect x="470" y="290" width="230" height="170" fill="${mix(wall, '#b48a5a', 0.45)}" stroke="${line}" stroke-width="12"/>`
      );
    case 'shelf-light':
      return (
        `<rect x="520" y="330" width="300" height="14" fill="${line}"/>` +
        `<circle cx="600" cy="300" r="30" fill="${mix(wall, '#5f7286', 0.5)}"/>` +
        `<rect x="660" y="260" width="60" height="70" fill="${mix(wall, '#e07a2f', 0.5)}"/>`
      );
  }
};

/** A piece stood on the floor line (or `lift` above it, `front` nearer), from its drawing. */
const place = (piece: Piece, i: number): string => {
  const { shape, x, scale, hex, lift = 0, front = 0 } = piece;
  // Hanging pieces keep the ceiling; everything else stands on the floor.
  const ty = shape === 'chandelier' ? 0 : FLOOR_Y + front - lift - FLOOR * scale;
  const tx = x - CX * scale;
  const drawing = furnitureMarkup(shape, hex, `h${i}`);
  // A hanging piece's drawing keeps a floor shadow below it: cut off, it would float.
  const body =
    shape === 'chandelier'
      ? `<clipPath id="h${i}-hang"><rect width="1000" height="580"/></clipPath><g clip-path="url(#h${i}-hang)">${drawing}</g>`
      : drawing;
  return `<g transform="translate(${tx} ${ty}) scale(${scale})">${body}</g>`;
};

/** The brand's hero room as an SVG document, W x H. */
export const heroSceneSvg = (brand: BrandCode): string => {
  const scene = HERO_SCENES[brand];
  const skirting = lighten(scene.wall, 0.6);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${FLOOR_Y}" fill="${scene.wall}"/>` +
    `<rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="${scene.floor}"/>` +
    `<rect y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="url(#hero-floor)"/>` +
    `<defs><linearGradient id="hero-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#fff" stop-opacity="0.08"/></linearGradient></defs>` +
    `<rect y="${FLOOR_Y - 18}" width="${W}" height="18" fill="${skirting}"/>` +
    wallDecor(scene.decor, scene.wall) +
    scene.pieces.map(place).join('') +
    '</svg>'
  );
};
