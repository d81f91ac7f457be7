import { CX, circle, FLOOR, leg, type Paint, path, rect, shadow } from './svg-kit';

interface SofaOptions {
  armW?: number;
  backTop?: number;
  /** Rounded wing-back top (armchairs). */
  wing?: boolean;
  /** An armless right end with a chaise coming forward (sectionals). */
  chaise?: boolean;
}

/** Sofas, loveseats, sectionals and armchairs: base, back, cushions, arms, legs. */
export const sofaLike = (p: Paint, width: number, seats: number, o: SofaOptions = {}): string => {
  const armW = o.armW ?? 88;
  const x0 = CX - width / 2;
  const x1 = CX + width / 2;
  const baseTop = FLOOR - 150;
  const backTop = o.backTop ?? FLOOR - 330;
  const inner0 = x0 + armW;
  const inner1 = o.chaise ? x1 - 10 : x1 - armW;
  const cw = (inner1 - inner0) / seats;
  const each = (fn: (x: number) => string) =>
    Array.from({ length: seats }, (_, i) => fn(inner0 + i * cw)).join('');
  let s = shadow(p, width);
  s += leg(p, x0 + 36, FLOOR - 36, 22) + leg(p, x1 - 36, FLOOR - 36, 22);
  s += rect(p, x0 + 24, backTop, width - 48, baseTop - backTop + 30, p.body, o.wing ? 70 : 34);
  s += each((x) => rect(p, x + 6, backTop + 24, cw - 12, baseTop - backTop - 14, p.soft, 26));
  s += rect(p, x0 + 10, baseTop, width - 20, 116, p.body, 14);
  s += each((x) => rect(p, x + 4, baseTop - 36, cw - 8, 58, p.soft, 16));
  s += rect(p, x0, baseTop - 80, armW, 196, p.body, 34);
  if (!o.chaise) s += rect(p, x1 - armW, baseTop - 80, armW, 196, p.body, 34);
  if (o.chaise) {
    // The chaise is nearer the viewer, so it sits a little lower and reads larger.
    const cx0 = x1 - 1.25 * cw;
    s += leg(p, cx0 + 30, FLOOR - 24, 24, FLOOR + 8) + leg(p, x1 - 20, FLOOR - 24, 24, FLOOR + 8);
    s += rect(p, cx0, baseTop + 24, x1 - cx0 + 8, 110, p.body, 14);
    s += rect(p, cx0 + 8, baseTop - 14, x1 - cx0 - 8, 60, p.soft, 18);
  }
  return s;
};

export const ottoman = (p: Paint): string => {
  const w = 340;
  const x0 = CX - w / 2;
  let s = shadow(p, w) + leg(p, x0 + 34, FLOOR - 44, 22) + leg(p, x0 + w - 34, FLOOR - 44, 22);
  s += rect(p, x0, FLOOR - 190, w, 150, p.body, 22);
  s += rect(p, x0 - 6, FLOOR - 206, w + 12, 46, p.soft, 20);
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      s += circle(p, x0 + 50 + col * 80, FLOOR - 146 + row * 52, 5, p.dark);
    }
  }
  return s;
};

export const bench = (p: Paint): string => {
  const w = 560;
  const x0 = CX - w / 2;
  let s = shadow(p, w);
  s +=
    leg(p, x0 + 70, FLOOR - 170, 16, FLOOR - 8) + leg(p, x0 + w - 70, FLOOR - 170, 16, FLOOR - 8);
  s += leg(p, x0 + 30, FLOOR - 170, 26) + leg(p, x0 + w - 30, FLOOR - 170, 26);
  s += rect(p, x0, FLOOR - 200, w, 40, p.body, 6);
  s += rect(p, x0 - 4, FLOOR - 244, w + 8, 50, p.soft, 18);
  for (let i = 0; i < 6; i++) s += circle(p, x0 + 70 + i * 84, FLOOR - 219, 5, p.dark);
  return s;
};

export const diningChair = (p: Paint): string => {
  const w = 240;
  const x0 = CX - w / 2;
  const x1 = x0 + w;
  let s = shadow(p, w);
  s +=
    rect(p, x0 + 14, FLOOR - 460, 22, 460, p.leg, 6) +
    rect(p, x1 - 36, FLOOR - 460, 22, 460, p.leg, 6);
  s += rect(p, x0 + 10, FLOOR - 470, w - 20, 210, p.body, 26);
  s += rect(p, x0 + 32, FLOOR - 448, w - 64, 166, p.soft, 18);
  s += rect(p, x0 + 6, FLOOR - 200, w - 12, 26, p.body, 4);
  s += rect(p, x0, FLOOR - 246, w, 54, p.soft, 14);
  s += leg(p, x0 + 24, FLOOR - 176, 24) + leg(p, x1 - 24, FLOOR - 176, 24);
  return s;
};

export const barStool = (p: Paint): string => {
  const w = 230;
  const x0 = CX - w / 2;
  const x1 = x0 + w;
  let s = shadow(p, w);
  s += leg(p, x0 + 50, FLOOR - 330, 22, FLOOR) + leg(p, x1 - 50, FLOOR - 330, 22, FLOOR);
  s += rect(p, x0 + 30, FLOOR - 140, w - 60, 12, p.metal, 6);
  s += rect(p, x0 + 22, FLOOR - 490, w - 44, 100, p.body, 34);
  s += rect(p, x0 + 8, FLOOR - 346, w - 16, 26, p.body, 6);
  s += rect(p, x0, FLOOR - 392, w, 52, p.soft, 20);
  return s;
};

/** Outdoor chair: slatted frame and thick cushions. */
export const loungeChair = (p: Paint): string => {
  const w = 440;
  const x0 = CX - w / 2;
  const x1 = x0 + w;
  let s = shadow(p, w);
  s += rect(p, x0 + 40, FLOOR - 430, w - 80, 250, p.body, 10);
  for (let x = x0 + 80; x < x1 - 60; x += 40) {
    s += `<line x1="${x}" y1="${FLOOR - 420}" x2="${x}" y2="${FLOOR - 190}" stroke="${p.dark}" stroke-width="6" stroke-opacity="0.45"/>`;
  }
  s += rect(p, x0 + 40, FLOOR - 180, w - 80, 40, p.body, 6);
  s += rect(p, x0 + 64, FLOOR - 400, w - 128, 180, p.soft, 26);
  s += rect(p, x0 + 44, FLOOR - 250, w - 88, 74, p.soft, 20);
  for (const ax of [x0, x1 - 52]) {
    s += rect(p, ax, FLOOR - 270, 52, 270, p.body, 8);
    for (let y = FLOOR - 240; y < FLOOR - 20; y += 44) {
      s += `<line x1="${ax + 6}" y1="${y}" x2="${ax + 46}" y2="${y}" stroke="${p.dark}" stroke-width="4" stroke-opacity="0.4"/>`;
    }
  }
  return s;
};

/** Seen from the side: headboard, rail, mattress, duvet, pillows and a throw. */
export const bed = (p: Paint): string => {
  let s = shadow(p, 720, FLOOR, 510);
  s += leg(p, 250, FLOOR - 92, 28) + leg(p, 810, FLOOR - 92, 28);
  s += rect(p, 190, FLOOR - 196, 660, 106, p.body, 10);
  s += rect(p, 150, FLOOR - 480, 72, 480, p.body, 28);
  s += `<line x1="186" y1="${FLOOR - 460}" x2="186" y2="${FLOOR - 30}" stroke="#fff" stroke-opacity="0.18" stroke-width="10"/>`;
  s += rect(p, 218, FLOOR - 270, 628, 80, '#f2eee5', 18);
  s += path(
    p,
    `M372 ${FLOOR - 276} L850 ${FLOOR - 276} Q866 ${FLOOR - 276} 866 ${FLOOR - 250} L866 ${FLOOR - 156} ` +
      `Q800 ${FLOOR - 146} 740 ${FLOOR - 160} Q660 ${FLOOR - 174} 580 ${FLOOR - 158} L372 ${FLOOR - 168} Z`,
    '#e9e2d3',
  );
  s += rect(p, 690, FLOOR - 284, 130, 132, p.soft, 10);
  s += rect(p, 228, FLOOR - 344, 150, 76, '#faf7f0', 32);
  s += rect(p, 262, FLOOR - 322, 130, 60, p.soft, 26);
  s += rect(p, 842, FLOOR - 250, 42, 250, p.body, 14);
  return s;
};

/** Front view of a padded, channel-tufted headboard on two posts. */
export const headboard = (p: Paint): string => {
  const w = 620;
  const x0 = CX - w / 2;
  let s = shadow(p, w);
  s += leg(p, x0 + 26, FLOOR - 220, 30) + leg(p, x0 + w - 26, FLOOR - 220, 30);
  s += rect(p, x0, FLOOR - 580, w, 400, p.body, 70);
  s += rect(p, x0 + 28, FLOOR - 552, w - 56, 344, p.soft, 52);
  for (let x = x0 + 90; x < x0 + w - 60; x += 62) {
    s += `<line x1="${x}" y1="${FLOOR - 540}" x2="${x}" y2="${FLOOR - 220}" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="3"/>`;
  }
  return s;
};
