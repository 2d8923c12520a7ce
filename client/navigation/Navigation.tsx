/**
 * @module Client-side navigation: a link click (Link.tsx) or `navigate` loads the new page's data first
 * (loadPageState) and only then changes the URL and the page, so a failed load keeps the current
 * page and shows an error snackbar. The location the components read is the shown page's path. Back and forward load the page of the new URL and restore its
 * scroll position; every other navigation scrolls to the top (SPEC section 2). The head follows; when the
 * path (not only the query) has changed, focus moves to the new page's main heading and the route
 * announcer says its title (pageArrival.ts), never on the first load.
 * The history itself (pushing entries, following the URL through back, forward and pushes) is wouter's
 * browser location, the part of the router this flow needs: matching is regexparam's, in the lazy chunk.
 *
 * The first page is hydrated from the server's state without the route table: the code that loads
 * and checks other pages (client/routes/pageTransition.ts, handed in by App) is a chunk of its own,
 * fetched once the browser is idle after the load, or sooner when the visitor points at or focuses a
 * link, so a first click rarely waits for it.
 */
import type { Menus } from '../../domain/site/menu';
import type { SiteData } from '../../domain/site/siteData';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { navigate as commitUrl, usePathname, useSearch as useUrlSearch } from 'wouter/use-browser-location';
import { useSnackbar } from '../snackbar/Snackbar';
import { useSiteState } from '../site/SiteContext';
import { entryState } from './historyDepth';
import { RouteAnnouncer } from './RouteAnnouncer';

const navigationFailedMessage = 'Az oldalt nem sikerült betölteni. Ellenőrizze a kapcsolatot, és próbálja újra.';

interface NavigateOptions {
  /** Replace the current history entry rather than add one. */
  replace?: boolean;
}

/** Goes to a path (and query) of the site: loads its page, then shows it. */
type Navigate = (to: string, options?: NavigateOptions) => void;

/** What navigation needs of a shown page: the path (and query) it belongs to. The rest is the routes'. */
export interface Shown {
  page: { path: string };
}

interface NavigationValue {
  /** The shown page's path and query. */
  path: string;
  /** A page is being loaded. */
  pending: boolean;
  navigate: Navigate;
  /** Changes the address of the shown page in place, loading nothing (the map's camera): no entry, no new page. */
  replaceAddress: (to: string) => void;
}

const NavigationContext = createContext<NavigationValue | null>(null);

/** The shown page's path, whether another page is loading, and the function that navigates; only valid under <Navigation>. */
export function useNavigation(): NavigationValue {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigation must be used inside <Navigation>');
  return value;
}

/** The shown page's path (without its query) and the function that navigates. */
export function useLocation(): [path: string, navigate: Navigate] {
  const { path, navigate } = useNavigation();
  return [path.split('?')[0] ?? '/', navigate];
}

/** The shown page's query, without the question mark. */
export function useSearch(): string {
  const { path } = useNavigation();
  const start = path.indexOf('?');
  return start === -1 ? '' : path.slice(start + 1);
}

/**
 * The code that loads and shows other pages (client/routes/pageTransition.ts), as a lazy import: App
 * hands it in, so that navigation, which every page's links use, imports nothing of the routes.
 */
export type LoadTransition<S extends Shown> = () => Promise<{
  loadShownPage(path: string): Promise<S>;
  applyPageHead(page: S['page'], site: SiteData, menus: Menus): void;
  /** After a navigation from `from` to `to`: focus to the new page's heading when it is another page (pageArrival.ts); whether it was. */
  arriveAt(from: string, to: string): boolean;
  /** Stores the scroll position in the current history entry (scrollMemory.ts). */
  rememberScroll(): void;
  /** The scroll position a history entry's state holds. */
  rememberedScroll(state: unknown): number;
}>;

/** Starts loading the navigation code when the visitor is about to use a link. */
function prefetchOnIntent(loadTransition: () => Promise<unknown>): () => void {
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) {
      void loadTransition().catch(() => undefined);
      stop();
    }
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  const stop = () => events.forEach((type) => document.removeEventListener(type, onIntent));
  events.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));
  return stop;
}

const currentPath = () => window.location.pathname + window.location.search;

/** Where to scroll once a new page is shown. */
type ScrollTarget = { kind: 'top' } | { kind: 'restore'; y: number };

/** Shows `initial`, then each page navigated to, through `children` (the page view), once it has loaded. */
export function Navigation<S extends Shown>({ initial, loadTransition, children }: { initial: S; loadTransition: LoadTransition<S>; children: (shown: S) => ReactNode }) {
  const { site, menus } = useSiteState();
  const { show, close } = useSnackbar();
  const [shown, setShown] = useState(initial);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const arrivedAt = useRef(initial.page.path);
  const scrollTarget = useRef<ScrollTarget | null>(null);

  // On the first sign of a visitor heading for a link, not on idle: a page view that never navigates
  // does not pay for the navigation code.
  useEffect(() => prefetchOnIntent(loadTransition), [loadTransition]);

  /** Loads a page; null when it failed (reported) or a newer navigation took over. */
  const load = useCallback(
    async (path: string): Promise<S | null> => {
      const ticket = ++latest.current;
      setPending(true);
      try {
        const next = await (await loadTransition()).loadShownPage(path);
        return ticket === latest.current ? next : null;
      } catch {
        if (ticket === latest.current) show(navigationFailedMessage, 'error');
        return null;
      } finally {
        if (ticket === latest.current) setPending(false);
      }
    },
    [show, loadTransition],
  );

  // The URL the shown page belongs to: a URL that differs from it was reached through the history (back, forward).
  const committedUrl = useRef(typeof window === 'undefined' ? initial.page.path : currentPath());
  const navigate = useCallback<Navigate>(
    (to, options) => {
      // Following a link to the page already shown does nothing (SPEC section 4, tab switching).
      if (to === currentPath()) return;
      close();
      void load(to).then(async (next) => {
        if (!next) return;
        const replace = options?.replace ?? false;
        // Loaded with the page already; what happens after a navigation is in its chunk, not the first load.
        if (!replace) (await loadTransition()).rememberScroll();
        commitUrl(to, { replace, state: entryState(window.history.state, replace) });
        committedUrl.current = currentPath();
        scrollTarget.current = { kind: 'top' };
        setShown(next);
      });
    },
    [load, close, loadTransition],
  );

  const replaceAddress = useCallback((to: string) => {
    // The unpatched method: wouter's copy would tell the router, which would load the address as a page.
    History.prototype.replaceState.call(window.history, window.history.state, '', to);
    committedUrl.current = currentPath();
  }, []);

  // We restore positions ourselves, after the page of the entry has been loaded.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  // Hydrated with the browser's own address, not the server's: it may carry what the server never reads (the map's
  // camera), and a difference would re-render the page before its content had hydrated, discarding the server's HTML.
  const [initialPath, initialSearch = ''] = (typeof window === 'undefined' ? initial.page.path : currentPath()).split('?');
  const url = usePathname({ ssrPath: initialPath }) + useUrlSearch({ ssrSearch: initialSearch && `?${initialSearch}` });
  useEffect(() => {
    const reached = currentPath();
    if (reached === committedUrl.current) return;
    committedUrl.current = reached;
    const state: unknown = window.history.state;
    void load(reached).then(async (next) => {
      if (!next) return;
      scrollTarget.current = { kind: 'restore', y: (await loadTransition()).rememberedScroll(state) };
      setShown(next);
    });
  }, [url, load, loadTransition]);

  useLayoutEffect(() => {
    const target = scrollTarget.current;
    if (!target) return;
    scrollTarget.current = null;
    window.scrollTo(0, target.kind === 'top' ? 0 : target.y);
    // Loaded already: the page was loaded through it. The head is written before the next paint.
    void loadTransition().then((transition) => {
      transition.applyPageHead(shown.page, site, menus);
      const from = arrivedAt.current;
      arrivedAt.current = shown.page.path;
      if (transition.arriveAt(from, shown.page.path)) setAnnouncement(document.title);
    });
  }, [shown, site, menus, loadTransition]);

  const value = useMemo(() => ({ path: shown.page.path, pending, navigate, replaceAddress }), [shown, pending, navigate, replaceAddress]);
  return (
    <NavigationContext.Provider value={value}>
      {children(shown)}
      <RouteAnnouncer text={announcement} />
    </NavigationContext.Provider>
  );
}
