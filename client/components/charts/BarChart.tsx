/**
 * @module Bars drawn on the server: a distribution's bins side by side, rising from zero. Each bar's
 * count is written above it when every count fits its bar's width at the charts' text size; when one
 * does not (many bins, counts in thousands), a count axis at the left says the heights instead, and
 * the table beside the drawing has every count. The x axis names the first, middle and last bounds.
 */
import { linearScale, zeroBasedTicks } from '../../../domain/helpers/chartScale';
import { formatNumber } from '../../../domain/helpers/numberFormat';
import * as styles from './charts.css';

interface BarDatum {
  count: number;
}

// Text sizes hold only with this view box width; see charts.css.ts.
const width = 320;
const height = 200;
const margin = { top: 22, right: 8, bottom: 30, left: 8 };
/** Room for the count axis's labels, when it is drawn. */
const axisRoom = 40;
/** A wide digit of the charts' text, in view box units (13.5 units at about 0.64 em), with a little air. */
const charWidth = 9;

/** The drawing's view box, for ChartFigure. */
export const barChartViewBox = `0 0 ${width} ${height}`;

export function BarPlot({ bars, axisLabels }: { bars: readonly BarDatum[]; axisLabels: readonly string[] }) {
  const counts = bars.map((b) => formatNumber(b.count));
  const slotWithout = (width - margin.left - margin.right) / Math.max(1, bars.length);
  const labelled = counts.every((text) => text.length * charWidth + 2 <= slotWithout);
  const left = labelled ? margin.left : margin.left + axisRoom;
  const ticks = zeroBasedTicks(
    bars.map((b) => b.count),
    3,
  );
  const top = ticks.at(-1) ?? 1;
  const y = linearScale([0, labelled ? Math.max(1, ...bars.map((b) => b.count)) : top], [height - margin.bottom, margin.top]);
  const slot = (width - left - margin.right) / Math.max(1, bars.length);
  const gap = Math.min(6, slot * 0.15);
  const axisX = (i: number) => left + (i * (width - left - margin.right)) / Math.max(1, axisLabels.length - 1);
  return (
    <g>
      {labelled ? (
        <line className={styles.gridLine} x1={left} x2={width - margin.right} y1={height - margin.bottom} y2={height - margin.bottom} />
      ) : (
        ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.gridLine} x1={left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
            <text className={styles.axisText} x={left - 6} y={y(tick) + 4.5} textAnchor="end" data-value-tick={tick}>
              {formatNumber(tick)}
            </text>
          </g>
        ))
      )}
      {bars.map((bar, i) => {
        const x = left + i * slot + gap / 2;
        const barTop = y(bar.count);
        return (
          <g key={i}>
            <rect className={styles.bar} x={x} y={barTop} width={slot - gap} height={height - margin.bottom - barTop} rx={2} />
            {labelled && (
              <text className={styles.valueText} x={x + (slot - gap) / 2} y={barTop - 4} textAnchor="middle">
                {counts[i]}
              </text>
            )}
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
