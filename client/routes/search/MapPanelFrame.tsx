/**
 * @module The map view's place on /kereses?view=map, as the server renders it and the page shows until the
 * map's panel (MapPanel.client.tsx, with MapLibre behind it) has loaded: imported after hydration, so the
 * search's own chunk and the site's worker carry none of it.
 */
import { type ComponentType, useEffect, useState } from 'react';
import type { MapPanelProps } from './MapPanel.client';
import * as styles from './searchPage.css';

export function MapPanelFrame(props: MapPanelProps) {
  const [Panel, setPanel] = useState<ComponentType<MapPanelProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const { onUnavailable } = props;
  useEffect(() => {
    // The map's own chunk (MapLibre) in parallel with the panel's, not after it: the map is ready sooner.
    void import('./map/searchMap.client').catch(() => undefined);
    void import('./MapPanel.client')
      .then((module) => setPanel(() => module.default))
      .catch(() => {
        setFailed(true);
        onUnavailable();
      });
  }, [onUnavailable]);
  if (Panel) return <Panel {...props} />;
  return (
    <section className={styles.mapPlaceholder} aria-label="Térképes keresés" aria-busy={!failed}>
      {failed && <p className={styles.mapPlaceholderMessage}>A térkép most nem érhető el.</p>}
    </section>
  );
}
