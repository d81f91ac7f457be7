/** Rectangle of spec 3, in the photo's own pixels. */
export interface Rect {
  width: number;
  height: number;
  top: number;
  left: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** A drag from `a` to `b` (any direction), clipped to the image; null below `minPx` either way. */
export const rectFromDrag = (a: Point, b: Point, image: Size, minPx: number): Rect | null => {
  const x0 = clamp(Math.min(a.x, b.x), 0, image.width);
  const x1 = clamp(Math.max(a.x, b.x), 0, image.width);
  const y0 = clamp(Math.min(a.y, b.y), 0, image.height);
  const y1 = clamp(Math.max(a.y, b.y), 0, image.height);
  const rect = { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
  return rect.width >= minPx && rect.height >= minPx ? rect : null;
};

/** The part of `rect` inside the image, in whole pixels; null when nothing is left. */
export const clipRect = (rect: Rect, image: Size): Rect | null => {
  const left = clamp(Math.round(rect.left), 0, image.width);
  const top = clamp(Math.round(rect.top), 0, image.height);
  const right = clamp(Math.round(rect.left + rect.width), 0, image.width);
  const bottom = clamp(Math.round(rect.top + rect.height), 0, image.height);
  if (right - left < 1 || bottom - top < 1) return null;
  return { left, top, width: right - left, height: bottom - top };
};

/**
 * The largest box of `aspect` (width / height) inside `area`, centred across and standing on
 * the area's bottom edge (furniture stands on the floor the area's bottom marks).
 */
export const fitStanding = (area: Rect, aspect: number): Rect => {
  let width = area.width;
  let height = width / aspect;
  if (height > area.height) {
    height = area.height;
    width = height * aspect;
  }
  width = Math.max(1, Math.round(width));
  height = Math.max(1, Math.round(height));
  return {
    width,
    height,
    left: area.left + Math.round((area.width - width) / 2),
    top: area.top + area.height - height,
  };
};

/** Scales a rectangle between two pixel spaces (screen ↔ photo). */
export const scaleRect = (rect: Rect, k: number): Rect => ({
  left: rect.left * k,
  top: rect.top * k,
  width: rect.width * k,
  height: rect.height * k,
});

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
