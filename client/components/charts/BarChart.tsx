/**
 * @module Bars drawn on the server: a distribution's bins side by side, each bar's count written
 * above it, so the chart reads without colour; the axis names the first, middle and last bounds.
 */
import { linearScale } from '../../../domain/helpers/chartScale';
import * as styles from './charts.css';

interface BarDatum {
  count: number;
}

const width = 360;
const height = 190;
const margin = { top: 18, right: 8, bottom: 28, left: 8 };

/** The drawing's view box, for ChartFigure. */
export const barChartViewBox = `0 0 ${width} ${height}`;

export function BarPlot({ bars, axisLabels }: { bars: readonly BarDatum[]; axisLabels: readonly string[] }) {
  const max = Math.max(1, ...bars.map((b) => b.count));
  const y = linearScale([0, max], [height - margin.bottom, margin.top]);
  const slot = (width - margin.left - margin.right) / Math.max(1, bars.length);
  const gap = Math.min(6, slot * 0.15);
  const axisX = (i: number) => margin.left + (i * (width - margin.left - margin.right)) / Math.max(1, axisLabels.length - 1);
  return (
    <g>
      <line className={styles.gridLine} x1={margin.left} x2={width - margin.right} y1={height - margin.bottom} y2={height - margin.bottom} />
      {bars.map((bar, i) => {
        const x = margin.left + i * slot + gap / 2;
        const top = y(bar.count);
        return (
          <g key={i}>
            <rect className={styles.bar} x={x} y={top} width={slot - gap} height={height - margin.bottom - top} rx={2} />
            <text className={styles.valueText} x={x + (slot - gap) / 2} y={top - 4} textAnchor="middle">
              {bar.count}
            </text>
          </g>
        );
      })}
      {axisLabels.map((label, i) => (
        <text key={i} className={styles.axisText} x={axisX(i)} y={height - 8} textAnchor={i === 0 ? 'start' : i === axisLabels.length - 1 ? 'end' : 'middle'}>
          {label}
        </text>
      ))}
    </g>
  );
}
