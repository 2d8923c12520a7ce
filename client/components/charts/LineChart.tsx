/**
 * @module A line over time, drawn on the server: a step line (a price that holds until it changes)
 * or straight segments (a monthly figure), on a value axis that starts at zero (chartScale's
 * zeroBasedTicks), with round value ticks, the axis's unit above them and the first and last labels.
 */
import { linearScale, zeroBasedTicks } from '../../../domain/helpers/chartScale';
import * as styles from './charts.css';

interface LinePoint {
  /** Position along the x axis (a time in ms, or an index). */
  x: number;
  y: number;
}

// Text sizes hold only with this view box width; see charts.css.ts.
const width = 320;
const height = 210;
const margin = { top: 30, right: 10, bottom: 30, left: 58 };

/** The drawing's view box, for ChartFigure. */
export const lineChartViewBox = `0 0 ${width} ${height}`;

export function LinePlot({ points, xDomain, step, formatTick, unit, xLabels }: { points: readonly LinePoint[]; xDomain: readonly [number, number]; step: boolean; formatTick: (value: number) => string; unit: string; xLabels: readonly { x: number; label: string }[] }) {
  const ticks = zeroBasedTicks(
    points.map((p) => p.y),
    4,
  );
  const yDomain: [number, number] = [ticks[0] ?? 0, ticks.at(-1) ?? 1];
  const x = linearScale(xDomain, [margin.left, width - margin.right]);
  const y = linearScale(yDomain, [height - margin.bottom, margin.top]);
  const path = points
    .map((p, i) => {
      const previous = points[i - 1];
      if (i === 0 || !previous) return `M${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`;
      return step ? `H${x(p.x).toFixed(1)}V${y(p.y).toFixed(1)}` : `L${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`;
    })
    .join('');
  const last = points.at(-1);
  // A step line runs on to the end of the time axis at its last price.
  const tail = step && last ? `H${x(xDomain[1]).toFixed(1)}` : '';
  return (
    <g data-value-axis-from={yDomain[0]}>
      <text className={styles.axisText} x={0} y={14}>
        {unit}
      </text>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className={styles.gridLine} x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
          <text className={styles.axisText} x={margin.left - 6} y={y(tick) + 4.5} textAnchor="end" data-value-tick={tick}>
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {xLabels.map(({ x: at, label }, i) => (
        <text key={i} className={styles.axisText} x={x(at)} y={height - 8} textAnchor={i === 0 ? 'start' : i === xLabels.length - 1 ? 'end' : 'middle'}>
          {label}
        </text>
      ))}
      <path className={styles.line} d={path + tail} />
      {points.map((p, i) => (
        <circle key={i} className={styles.point} cx={x(p.x)} cy={y(p.y)} r={3.5} />
      ))}
    </g>
  );
}
