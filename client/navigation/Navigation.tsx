/**
 * @module Client-side navigation on top of wouter: a link click loads the new page's data first
 * (loadPageState) and only then changes the URL and the page, so a failed load keeps the current
 * page and shows an error snackbar. Back and forward load the page of the new URL and restore its
 * scroll position; every other navigation scrolls to the top (SPEC section 2). The head follows.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Router } from 'wouter';
import type { AroundNavHandler } from 'wouter';
import { useSnackbar } from '../layout/Snackbar';
import type { PageState } from '../routes/pageState';
import { headOf } from '../routes/pageState';
import { useSiteState } from '../site/SiteContext';
import { applyHead } from './applyHead';
import { entryState } from './historyDepth';
import { loadPageState } from './loadPageState';
import { rememberedScroll, rememberScroll } from './scrollMemory';

export const navigationFailedMessage = 'Az oldalt nem sikerült betölteni. Ellenőrizze a kapcsolatot, és próbálja újra.';

interface NavigationValue {
  page: PageState;
  /** A page is being loaded. */
  pending: boolean;
}

const NavigationContext = createContext<NavigationValue | null>(null);

/** The page shown now and whether another is loading; only valid under <Navigation>. */
export function useNavigation(): NavigationValue {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigation must be used inside <Navigation>');
  return value;
}

const currentPath = () => window.location.pathname + window.location.search;

/** Where to scroll once a new page is shown. */
type ScrollTarget = { kind: 'top' } | { kind: 'restore'; y: number };

export function Navigation({ initialPage, children }: { initialPage: PageState; children: ReactNode }) {
  const { site, menus } = useSiteState();
  const { show, close } = useSnackbar();
  const [page, setPage] = useState(initialPage);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  const scrollTarget = useRef<ScrollTarget | null>(null);

  /** Loads a page; null when it failed (reported) or a newer navigation took over. */
  const load = useCallback(
    async (path: string): Promise<PageState | null> => {
      const ticket = ++latest.current;
      setPending(true);
      try {
        const next = await loadPageState(path);
        return ticket === latest.current ? next : null;
      } catch {
        if (ticket === latest.current) show(navigationFailedMessage, 'error');
        return null;
      } finally {
        if (ticket === latest.current) setPending(false);
      }
    },
    [show],
  );

  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options) => {
      // Following a link to the page already shown does nothing (SPEC section 4, tab switching).
      if (to === currentPath()) return;
      close();
      void load(to).then((next) => {
        if (!next) return;
        if (!options?.replace) rememberScroll();
        navigate(to, { ...options, state: entryState(window.history.state, options?.replace ?? false) });
        scrollTarget.current = { kind: 'top' };
        setPage(next);
      });
    },
    [load, close],
  );

  useEffect(() => {
    // We restore positions ourselves, after the page of the entry has been loaded.
    window.history.scrollRestoration = 'manual';
    const onPopState = (event: PopStateEvent) => {
      const y = rememberedScroll(event.state);
      void load(currentPath()).then((next) => {
        if (!next) return;
        scrollTarget.current = { kind: 'restore', y };
        setPage(next);
      });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  useLayoutEffect(() => {
    const target = scrollTarget.current;
    if (!target) return;
    scrollTarget.current = null;
    const { head, jsonLd } = headOf(page.outcome, { site, menus, url: new URL(page.path, site.siteUrl) });
    applyHead(head, jsonLd, site);
    window.scrollTo(0, target.kind === 'top' ? 0 : target.y);
  }, [page, site, menus]);

  return (
    <NavigationContext.Provider value={{ page, pending }}>
      <Router ssrPath={initialPage.path} aroundNav={aroundNav}>
        {children}
      </Router>
    </NavigationContext.Provider>
  );
}
