/**
 * @module The map view's place on /kereses?view=map as the server renders it: the panel and the frame the map
 * is drawn in, which the map's own script (map/mapStart.client.ts, loaded by the head) starts drawing in before
 * the page hydrates, and why there is no map when there is none. The panel's tools, notes and card
 * (MapPanel.client.tsx, with MapLibre behind it) are imported after hydration, so the search's own chunk and the
 * site's worker carry none of it.
 */
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { MapPanelProps, MapState } from './MapPanel.client';
import * as styles from './searchPage.css';

/** MapLibre owns the frame's children, from before hydration: React neither hydrates nor renders any. */
const mapOwnsChildren = { __html: '' };

export type MapPanelFrameProps = Omit<MapPanelProps, 'frame' | 'onState'>;

export function MapPanelFrame(props: MapPanelFrameProps) {
  const [Panel, setPanel] = useState<ComponentType<MapPanelProps> | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const frame = useRef<HTMLDivElement>(null);
  const { onUnavailable } = props;
  useEffect(() => {
    void import('./MapPanel.client')
      .then((module) => setPanel(() => module.default))
      .catch(() => {
        setState('unavailable');
        onUnavailable();
      });
  }, [onUnavailable]);
  const message = state === 'noWebGl' ? 'A térkép nem jeleníthető meg ezen az eszközön.' : state === 'unavailable' ? 'A térkép most nem érhető el.' : null;
  return (
    <section className={styles.mapPanel} aria-label="Térképes keresés" data-map-state={state}>
      <div
        ref={frame}
        className={styles.mapFrame}
        role="region"
        aria-label="A találatok térképen"
        aria-busy={state === 'loading'}
        data-map-frame={props.query}
        dangerouslySetInnerHTML={mapOwnsChildren}
      />
      {message && (
        <p className={styles.mapMessage} role="status">
          {message}
        </p>
      )}
      {Panel && <Panel {...props} frame={frame} onState={setState} />}
    </section>
  );
}
