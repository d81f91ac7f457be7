import classes from './product-extras.module.css';

interface Dimensions {
  width: number;
  depth: number;
  height: number;
}

const inches = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}″`;

/**
 * Front (width × height) and top (width × depth) outlines drawn to one scale from the stored
 * measurements, with dimension lines: how big the piece is at a glance. Pure SVG, no requests.
 */
export function DimensionOutline({ width, depth, height }: Dimensions) {
  if (!(width > 0 && depth > 0 && height > 0)) return null;
  const box = 120;
  const scale = box / Math.max(width, depth, height);
  const w = width * scale;
  const h = height * scale;
  const d = depth * scale;
  const pad = 24;
  const gap = 40;
  const viewW = pad * 2 + w * 2 + gap;
  const viewH = pad * 2 + Math.max(h, d) + 16;
  const base = pad + Math.max(h, d);
  const label = `Outline: ${inches(width)} wide, ${inches(depth)} deep, ${inches(height)} high`;
  return (
    <figure className={classes.outline} data-testid="dimension-outline">
      <svg viewBox={`0 0 ${viewW} ${viewH}`} role="img" aria-label={label}>
        {/* Front view */}
        <rect x={pad} y={base - h} width={w} height={h} className={classes.shape} />
        <line x1={pad} x2={pad + w} y1={base + 10} y2={base + 10} className={classes.dim} />
        <text x={pad + w / 2} y={base + 22} textAnchor="middle">
          {`W ${inches(width)}`}
        </text>
        <line x1={pad - 10} x2={pad - 10} y1={base - h} y2={base} className={classes.dim} />
        <text
          x={pad - 14}
          y={base - h / 2}
          textAnchor="middle"
          transform={`rotate(-90 ${pad - 14} ${base - h / 2})`}
        >
          {`H ${inches(height)}`}
        </text>
        {/* Top view */}
        <rect x={pad + w + gap} y={base - d} width={w} height={d} className={classes.shape} />
        <line
          x1={pad + 2 * w + gap + 10}
          x2={pad + 2 * w + gap + 10}
          y1={base - d}
          y2={base}
          className={classes.dim}
        />
        <text x={pad + w + gap + w / 2} y={base + 22} textAnchor="middle">
          {`D ${inches(depth)}`}
        </text>
      </svg>
      <figcaption>Front and top, to scale</figcaption>
    </figure>
  );
}
