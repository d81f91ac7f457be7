/**
 * Ten shades (Mantine's colour tuple) around a base colour: shade 6 is the base, lower shades mix
 * towards white, higher shades towards black.
 */
const MIX = [0.92, 0.82, 0.68, 0.52, 0.34, 0.16, 0, -0.14, -0.28, -0.42] as const;

const parse = (hex: string): [number, number, number] => {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function paletteFrom(base: string): string[] {
  const rgb = parse(base);
  return MIX.map((t) => toHex(rgb.map((c) => (t >= 0 ? c + (255 - c) * t : c * (1 + t)))));
}
