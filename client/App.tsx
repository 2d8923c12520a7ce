/**
 * @module The whole UI for one page state: rendered on the server, hydrated in the browser.
 */
import { type ComponentType, useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import type { BootstrapState } from '../domain/bootstrapState';
import { headForPath } from '../domain/pageHead';
import { matchRoute, type RouteId } from '../domain/routes';
import '../styles/global.css';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteContext, useSiteState } from './site/SiteContext';

const pages: Record<RouteId, ComponentType> = { home: HomePage };

/** Picks the page from the shared route table, so server and client agree on every path. */
function CurrentPage() {
  const [location] = useLocation();
  const { site, menus } = useSiteState();
  const match = matchRoute(location);
  useEffect(() => {
    document.title = headForPath(site, menus, location).title;
  }, [site, menus, location]);
  const Page = match ? pages[match.route.id] : NotFoundPage;
  return (
    <Layout route={match?.route ?? null}>
      <Page />
    </Layout>
  );
}

export function App({ state }: { state: BootstrapState }) {
  useEffect(() => {
    // Marks the moment React owns the page; browser tests and monitoring wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SiteContext.Provider value={state}>
      <Router ssrPath={state.path}>
        <CurrentPage />
      </Router>
    </SiteContext.Provider>
  );
}
