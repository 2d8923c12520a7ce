/**
 * @module The search page: the filter form and the results. The URL is the state: every change of
 * the form becomes a new address (typing after a pause, a choice at once), which the page loads
 * like any navigation, so back, forward, reload and a shared link all show the same search. The
 * form keeps what was typed while its own search loads, and shows the address's search whenever
 * the address changes otherwise (back, forward, a chip, a page link).
 *
 * One search is one history entry, however many fields it took: the form's first change adds an
 * entry, its later changes replace it, until the visitor shows the results ("Találatok mutatása")
 * or the address changes otherwise; so one Back returns to where the visitor was before.
 */
import { AlertRequest } from '../../searchAlerts/AlertRequest';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { filterChips } from '../../../domain/search/searchFilterChips';
import { filterLabels } from '../../../domain/geography/filterLabels';
import { searchSummary } from '../../../domain/search/searchSummary';
import { emptySearchQuery, queryString, type SearchQuery, searchPageHref, queryValuesOf, readSearchQuery, searchPagePath, writeSearchQuery } from '../../../domain/search/searchFilterQuery';
import type { SearchSort } from '../../../domain/search/searchOrder';
import { media } from '../../../styles/breakpoints';
import { Link } from '../../navigation/Link';
import { useLocation, useNavigation, useSearch } from '../../navigation/Navigation';
import type { PageProps } from '../routeModule';
import type { SearchPageData } from './searchData';
import { type DraftChange, draftOf, type SearchDraft, searchOfDraft } from './searchDraft';
import { areaParam, isMapView, mapPositionParam, mapViewValue, viewParam, withParams } from './mapAddress';
import type { MapAddress } from './MapPanel.client';
import { MapPanelFrame } from './MapPanelFrame';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import * as styles from './searchPage.css';
import { Icon } from '../../icons/Icon';
import { useModalPanel } from './useModalPanel';

/** How long typing pauses before the search follows. */
const typingPauseMs = 600;

/** The address of a search from the form: the view and the map's camera stay as they are. */
const hrefOf = (text: string) => {
  const shown = typeof window === 'undefined' ? new URLSearchParams() : new URLSearchParams(window.location.search);
  return withParams(text ? `${searchPagePath}?${text}` : searchPagePath, { [viewParam]: shown.get(viewParam), [mapPositionParam]: shown.get(mapPositionParam) });
};

const shownAddress = () => window.location.pathname + window.location.search;

/** The map's panel reads and changes the camera and the area through the page, which owns the address. */
const mapAddress: MapAddress = {
  with: (change) =>
    'camera' in change ? withParams(shownAddress(), { [mapPositionParam]: change.camera }) : withParams(shownAddress(), { [areaParam]: change.area, page: null }),
};

/** "Lista" / "Térkép": the view as a segmented control of two links (a new history entry each). */
function ViewSwitch({ mapView, href }: { mapView: boolean; href: string }) {
  return (
    <nav className={styles.viewSwitch} aria-label="Nézet">
      <Link href={withParams(href, { [viewParam]: null, [mapPositionParam]: null })} className={styles.viewOption} aria-current={mapView ? undefined : 'page'}>
        <Icon name="list" size={16} />
        Lista
      </Link>
      <Link href={withParams(href, { [viewParam]: mapViewValue })} className={styles.viewOption} aria-current={mapView ? 'page' : undefined}>
        <Icon name="map" size={16} />
        Térkép
      </Link>
    </nav>
  );
}

export default function SearchPage({ data }: PageProps<SearchPageData>) {
  const { pending } = useNavigation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const mapView = isMapView(search);
  const [mapFailed, setMapFailed] = useState(false);
  const onMapUnavailable = useCallback(() => setMapFailed(true), []);
  const highlightRef = useRef<((id: number | null) => void) | null>(null);
  const onHover = useCallback((id: number | null) => highlightRef.current?.(id), []);
  /** Another search's address on this page: the map view stays (its camera follows into the address once shown). */
  const pageHref = useCallback((next: SearchQuery) => withParams(searchPageHref(next), { [viewParam]: mapView ? mapViewValue : null }), [mapView]);
  const query = useMemo(() => readSearchQuery(queryValuesOf(new URLSearchParams(data.query)), 'page').query, [data.query]);
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(query, data.places));
  const [dropped, setDropped] = useState(() => new Set(data.invalid));
  const [panelOpen, setPanelOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The query the form itself last asked for: its answer must not overwrite what is being typed. */
  const asked = useRef<string | null>(null);
  const shownQuery = useRef(data.query);
  shownQuery.current = data.query;
  /** The shown history entry is this form's search being built: the next change replaces it. */
  const building = useRef(false);
  /** The results were asked for: the entry the form's navigation commits ends the search. */
  const endOnCommit = useRef(false);

  useEffect(() => {
    if (data.query === asked.current) {
      asked.current = null;
      building.current = !endOnCommit.current;
      endOnCommit.current = false;
      return;
    }
    // The address changed by other means: the form shows its search, and a change starts a new one.
    building.current = false;
    endOnCommit.current = false;
    clearTimeout(typingTimer.current);
    setDraft(draftOf(query, data.places));
    setDropped(new Set(data.invalid));
  }, [data, query]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  /** Loads the search of a valid draft; an invalid one waits for the visitor (the fields say why). */
  const searchNow = useCallback(
    (next: SearchDraft, sort: SearchSort = query.sort): boolean => {
      clearTimeout(typingTimer.current);
      const { query: wanted, problems } = searchOfDraft(next, { sort });
      if (Object.keys(problems).length > 0) return false;
      const text = queryString(writeSearchQuery(wanted, 'page'));
      if (text !== shownQuery.current) {
        asked.current = text;
        navigate(hrefOf(text), { replace: building.current });
      }
      return true;
    },
    [navigate, query.sort],
  );

  const onChange = useCallback<DraftChange>(
    (next, { field, typing }) => {
      setDraft(next);
      setDropped((old) => (old.has(field) ? new Set([...old].filter((k) => k !== field)) : old));
      clearTimeout(typingTimer.current);
      if (typing) typingTimer.current = setTimeout(() => searchNow(next), typingPauseMs);
      else searchNow(next);
    },
    [searchNow],
  );

  const closePanel = useCallback(() => setPanelOpen(false), []);
  useModalPanel(panelRef, panelOpen, closePanel, titleRef);

  useEffect(() => {
    // Growing past the phone layout leaves no panel to close.
    const wide = window.matchMedia(media.headerMenu);
    const onWide = () => wide.matches && setPanelOpen(false);
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, []);

  /** The detail-search control (the header's Search button clicks it): the panel on a phone, the first field otherwise. */
  const openFilters = () => {
    if (window.matchMedia(media.hamburger).matches) setPanelOpen(true);
    else document.getElementById('szuro-places-input')?.focus();
  };

  const onSubmit = () => {
    if (searchNow(draft)) {
      // The search ends here: a navigation still on its way ends it once shown (the commit is
      // asynchronous, so setting this after asking is in time); with none, it ends now.
      if (asked.current === null) building.current = false;
      else endOnCommit.current = true;
      setPanelOpen(false);
    } else panelRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const options = data.options;
  const labels = filterLabels(data.places, options);
  const chips = filterChips(query.filter, labels);

  return (
    <div className={mapView ? `${styles.layout} ${styles.layoutMap}${mapFailed ? ` ${styles.layoutMapFailed}` : ''}` : styles.layout}>
      <div className={styles.heading}>
        <h1 className={styles.title}>Ingatlankínálat</h1>
        <AlertRequest query={data.query} summary={searchSummary(query.filter, labels)} />
        <ViewSwitch mapView={mapView} href={search ? `${searchPagePath}?${search}` : searchPagePath} />
      </div>
      <SearchForm
        draft={draft}
        problems={searchOfDraft(draft, query).problems}
        dropped={dropped}
        options={options}
        total={data.result.total}
        pending={pending}
        onChange={onChange}
        onSubmit={onSubmit}
        onClear={() => onChange(draftOf(emptySearchQuery, []), { field: 'id', typing: false })}
        open={panelOpen}
        onClose={closePanel}
        panelRef={panelRef}
        titleRef={titleRef}
      />
      <SearchResults
        query={query}
        result={data.result}
        chips={chips}
        pending={pending}
        panelOpen={panelOpen}
        onOpenFilters={openFilters}
        onSort={(sort) => searchNow(draft, sort) || navigate(pageHref({ ...query, sort, page: 1 }))}
        hrefOf={pageHref}
        onHover={mapView ? onHover : undefined}
        eagerPictures={!mapView}
      />
      {mapView && <MapPanelFrame query={data.query} items={data.result.items} highlightRef={highlightRef} navigate={navigate} address={mapAddress} onUnavailable={onMapUnavailable} />}
    </div>
  );
}
