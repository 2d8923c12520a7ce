/**
 * @module The frame every chart of the site shares: an SVG drawing named by its title and
 * description (role img), and beside it the same numbers as a table, which screen readers and a
 * reader without colour or sight of the drawing read instead.
 */
import type { ReactNode } from 'react';
import * as styles from './charts.css';

interface ChartTable {
  caption: string;
  head: readonly string[];
  /** Each row's cells; the first names the row, the others are numbers (right-aligned). */
  rows: readonly (readonly string[])[];
}

export function ChartFigure({ id, title, description, viewBox, children, table }: { id: string; title: string; description: string; viewBox: string; children: ReactNode; table: ChartTable }) {
  return (
    <figure className={styles.figure} data-chart={id}>
      <svg className={styles.drawing} viewBox={viewBox} role="img" aria-labelledby={`${id}-title ${id}-desc`} xmlns="http://www.w3.org/2000/svg">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{table.caption}</caption>
          <thead>
            <tr>
              {table.head.map((name, i) => (
                <th key={name} scope="col" className={i === 0 ? styles.cell : styles.numberCell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([name, ...values], r) => (
              <tr key={`${r}:${name}`}>
                <th scope="row" className={styles.cell}>
                  {name}
                </th>
                {values.map((value, i) => (
                  <td key={i} className={styles.numberCell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
