/**
 * @module A schematic map of equal tiles (domain/marketStatistics/tileLayouts.ts), drawn on the
 * server: each tile a link to its place's page, coloured by its value's bin in the tenant's primary
 * colour, with its name and value written in it, so it reads without colour; tiles are reached by
 * Tab like any link. A legend below names the bins. A map wider than six tiles cannot write its names
 * at 12 px in a phone's width, so it keeps its size there and scrolls sideways inside its frame.
 */
import { binOf, gridSize, type TilePosition } from '../../../domain/marketStatistics/tileLayouts';
import * as styles from './tileMap.css';

export interface Tile {
  id: number;
  /** Short, written in the tile: "XIII." or "Pest". */
  short: string;
  /** The full name and value, read by screen readers and shown on hover. */
  label: string;
  value: number | null;
  valueText: string;
  href: string | null;
}

const size = 60;
const gap = 3;

/** Fill opacity of bin `i` of `count`, lightest first: the dearest bin darkest. */
const binOpacity = (i: number, count: number) => (count <= 1 ? 1 : 0.15 + (0.85 * i) / (count - 1));

export function TileMap({ id, title, description, tiles, layout, bounds, legend }: { id: string; title: string; description: string; tiles: readonly Tile[]; layout: ReadonlyMap<number, TilePosition>; bounds: readonly number[]; legend: readonly string[] }) {
  const { cols, rows } = gridSize(layout);
  const wide = cols > 6;
  return (
    <figure className={styles.figure} data-tile-map={id}>
      {wide && <p className={styles.scrollHint}>A térkép oldalra görgethető.</p>}
      <div className={wide ? styles.scroller : undefined}>
        <svg className={wide ? styles.wideMap : styles.map} viewBox={`0 0 ${cols * size} ${rows * size}`} role="group" aria-labelledby={`${id}-title`} xmlns="http://www.w3.org/2000/svg">
          <title id={`${id}-title`}>{title}</title>
          <desc>{description}</desc>
          {tiles.map((tile) => {
            const at = layout.get(tile.id);
            if (!at) return null;
            const x = at.col * size + gap / 2;
            const y = at.row * size + gap / 2;
            const inner = size - gap;
            const bin = tile.value === null ? null : binOf(tile.value, bounds);
            const body = (
              <>
                <rect className={styles.tile} x={x} y={y} width={inner} height={inner} rx={6} />
                <rect className={bin === null ? styles.bandEmpty : styles.band} x={x} y={y} width={inner} height={14} rx={6} fillOpacity={bin === null ? undefined : binOpacity(bin, bounds.length + 1)} />
                <text className={wide ? (tile.short.length > 6 ? styles.wideLongName : styles.wideName) : styles.name} x={x + inner / 2} y={y + 33} textAnchor="middle">
                  {tile.short}
                </text>
                <text className={wide ? styles.wideValue : styles.value} x={x + inner / 2} y={y + 51} textAnchor="middle">
                  {tile.valueText}
                </text>
              </>
            );
            return tile.href ? (
              // Named by its <title> (the full name and value), which contains what the tile writes.
              <a key={tile.id} href={tile.href} className={styles.link} data-tile={tile.id}>
                <title>{tile.label}</title>
                {body}
              </a>
            ) : (
              <g key={tile.id} role="img" data-tile={tile.id}>
                <title>{tile.label}</title>
                {body}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul className={styles.legend} aria-label="Jelmagyarázat">
          {legend.map((text, i) => (
            <li key={text} className={styles.legendItem}>
              <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true">
                <rect className={styles.band} width={16} height={16} rx={3} fillOpacity={binOpacity(i, legend.length)} />
              </svg>
              {text}
            </li>
          ))}
          <li className={styles.legendItem}>
            <svg className={styles.swatch} viewBox="0 0 16 16" aria-hidden="true">
              <rect className={styles.bandEmpty} width={16} height={16} rx={3} />
            </svg>
            kevés hirdetés (–)
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
