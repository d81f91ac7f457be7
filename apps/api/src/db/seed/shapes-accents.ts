import {
  CX,
  circle,
  darken,
  FLOOR,
  lighten,
  type Paint,
  path,
  poly,
  rect,
  shadow,
} from './svg-kit';

const glow = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffe9a8" fill-opacity="0.35"/>`;

export const tableLamp = (p: Paint): string => {
  let s = shadow(p, 220);
  s += rect(p, CX - 80, FLOOR - 26, 160, 26, p.round, 6);
  s += path(
    p,
    `M${CX - 30} ${FLOOR - 26} C${CX - 160} ${FLOOR - 60} ${CX - 160} ${FLOOR - 250} ${CX - 26} ${FLOOR - 300} ` +
      `L${CX + 26} ${FLOOR - 300} C${CX + 160} ${FLOOR - 250} ${CX + 160} ${FLOOR - 60} ${CX + 30} ${FLOOR - 26} Z`,
    p.round,
  );
  s += rect(p, CX - 14, FLOOR - 344, 28, 46, p.metal, 4);
  s += `<ellipse cx="${CX}" cy="${FLOOR - 342}" rx="160" ry="14" fill="#fff4cf" fill-opacity="0.7"/>`;
  s += poly(
    p,
    [
      [CX - 110, FLOOR - 530],
      [CX + 110, FLOOR - 530],
      [CX + 170, FLOOR - 344],
      [CX - 170, FLOOR - 344],
    ],
    p.shade,
  );
  s += circle(p, CX, FLOOR - 542, 11, p.metal);
  return s;
};

export const floorLamp = (p: Paint): string => {
  let s = shadow(p, 280);
  s += `<path d="M${CX} ${FLOOR - 250} L${CX - 130} ${FLOOR} M${CX} ${FLOOR - 250} L${CX + 130} ${FLOOR} M${CX} ${FLOOR - 250} L${CX + 24} ${FLOOR - 6}" stroke="${p.base}" stroke-width="14" stroke-linecap="round" fill="none"/>`;
  s += rect(p, CX - 9, FLOOR - 520, 18, 280, p.round, 4);
  s += rect(p, CX - 18, FLOOR - 262, 36, 20, p.metal, 6);
  s += `<ellipse cx="${CX}" cy="${FLOOR - 500}" rx="150" ry="12" fill="#fff4cf" fill-opacity="0.7"/>`;
  s += poly(
    p,
    [
      [CX - 95, FLOOR - 640],
      [CX + 95, FLOOR - 640],
      [CX + 140, FLOOR - 500],
      [CX - 140, FLOOR - 500],
    ],
    p.shade,
  );
  return s;
};

/** Hangs from the top edge: canopy, chain, column, curved arms with candles and crystals. */
export const chandelier = (p: Paint): string => {
  let s = `<ellipse cx="${CX}" cy="${FLOOR}" rx="260" ry="16" fill="${p.shadowFill}" fill-opacity="0.5"/>`;
  s += rect(p, CX - 50, 18, 100, 18, p.round, 6);
  s += `<line x1="${CX}" y1="36" x2="${CX}" y2="170" stroke="${p.base}" stroke-width="8" stroke-dasharray="14 6"/>`;
  const arms = [-320, -210, -100, 100, 210, 320];
  for (const dx of arms) {
    const cupY = 330 - Math.abs(dx) * 0.12;
    s += `<path d="M${CX} 400 Q${CX + dx * 0.7} 520 ${CX + dx} ${cupY + 16}" stroke="${p.line}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    s += `<path d="M${CX} 400 Q${CX + dx * 0.7} 520 ${CX + dx} ${cupY + 16}" stroke="${p.base}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    s += circle(p, CX + dx * 0.55, 470 - Math.abs(dx) * 0.05, 8, p.glass);
    s += rect(p, CX + dx - 22, cupY, 44, 18, p.metal, 5);
    s += rect(p, CX + dx - 9, cupY - 64, 18, 64, '#f7f2e8', 3);
    s += glow(CX + dx, cupY - 80, 30);
    s += `<ellipse cx="${CX + dx}" cy="${cupY - 80}" rx="7" ry="14" fill="#ffcf6b"/>`;
  }
  s += rect(p, CX - 24, 170, 48, 250, p.round, 12);
  s += path(p, `M${CX - 70} 420 Q${CX} 500 ${CX + 70} 420 Z`, p.round);
  for (let i = 0; i < 5; i++) s += circle(p, CX - 40 + i * 20, 452 + (i % 2) * 10, 6, p.glass);
  return s;
};

/** An arched wall mirror with a lit reflection streak. */
export const mirror = (p: Paint): string => {
  const x0 = 330;
  const x1 = 670;
  const r = (x1 - x0) / 2;
  const top = 70;
  const bottom = FLOOR - 20;
  let s = shadow(p, 300);
  s += path(
    p,
    `M${x0} ${bottom} L${x0} ${top + r} A${r} ${r} 0 0 1 ${x1} ${top + r} L${x1} ${bottom} Z`,
    p.body,
  );
  const i = 34;
  s += path(
    p,
    `M${x0 + i} ${bottom - i} L${x0 + i} ${top + r} A${r - i} ${r - i} 0 0 1 ${x1 - i} ${top + r} L${x1 - i} ${bottom - i} Z`,
    p.glass,
  );
  s += `<polygon points="${x0 + 60},${bottom - 90} ${x0 + 120},${bottom - 90} ${x1 - 70},${top + 160} ${x1 - 130},${top + 160}" fill="#fff" fill-opacity="0.35"/>`;
  s += `<polygon points="${x0 + 140},${bottom - 90} ${x0 + 160},${bottom - 90} ${x1 - 50},${top + 220} ${x1 - 70},${top + 220}" fill="#fff" fill-opacity="0.25"/>`;
  return s;
};

/** A rug seen in perspective: border, field, medallion and fringe. */
export const rug = (p: Paint): string => {
  const [bl, br, fl, fr] = [250, 750, 110, 890];
  const [by, fy] = [420, 650];
  const at = (u: number, v: number): [number, number] => {
    const left = bl + (fl - bl) * v;
    const right = br + (fr - br) * v;
    return [left + (right - left) * u, by + (fy - by) * v];
  };
  const quad = (inset: number, fill: string) =>
    poly(
      p,
      [at(inset, inset), at(1 - inset, inset), at(1 - inset, 1 - inset), at(inset, 1 - inset)],
      fill,
    );
  let s = shadow(p, 780, 654);
  s += quad(0, darken(p.base, 0.2));
  s += quad(0.05, lighten(p.base, 0.45));
  s += quad(0.1, p.base);
  const [mx, my] = at(0.5, 0.52);
  s += `<ellipse cx="${mx}" cy="${my}" rx="170" ry="58" fill="${lighten(p.base, 0.4)}" stroke="${p.line}" stroke-width="2"/>`;
  s += `<ellipse cx="${mx}" cy="${my}" rx="80" ry="26" fill="${darken(p.base, 0.25)}"/>`;
  for (const [u, v] of [
    [0.2, 0.25],
    [0.8, 0.25],
    [0.2, 0.78],
    [0.8, 0.78],
  ] as const) {
    const [x, y] = at(u, v);
    s += `<polygon points="${x},${y - 14} ${x + 26},${y} ${x},${y + 14} ${x - 26},${y}" fill="${lighten(p.base, 0.4)}"/>`;
  }
  for (let u = 0.02; u < 1; u += 0.02) {
    const [x, y] = at(u, 1);
    const [bx, byy] = at(u, 0);
    s += `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 14}" stroke="#e9e1cf" stroke-width="2"/>`;
    s += `<line x1="${bx}" y1="${byy}" x2="${bx}" y2="${byy - 7}" stroke="#e9e1cf" stroke-width="2"/>`;
  }
  return s;
};
