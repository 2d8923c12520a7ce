/**
 * @module The whole UI for one page state: rendered on the server, hydrated in the browser.
 * The page's component must be loaded before either (loadPageComponent).
 */
import { lazy, Suspense } from 'react';
import type { BootstrapState } from './bootstrapState';
import '../styles/global.css';
import { Layout } from './layout/Layout';
import { NavigationProgress } from './layout/NavigationProgress';
import { SnackbarProvider } from './snackbar/Snackbar';
import { type LoadTransition, Navigation, useNavigation } from './navigation/Navigation';
import type { PageOutcome, ShownPage } from './routes/pageState';
import { PlainView, RoutePageView } from './routes/pageView';
import { StreamedRenderContext } from './routes/streamedRenderContext';
import { SiteContext } from './site/SiteContext';

/** The views without a route's page (not found, gone, unavailable): one chunk of their own, as rare as they are. */
const FallbackView = lazy(() => import('./pages/FallbackView'));

function OutcomeView({ outcome }: { outcome: PageOutcome }) {
  if (outcome.kind === 'route') return <RoutePageView page={outcome} />;
  return (
    <PlainView>
      <Suspense fallback={null}>
        <FallbackView outcome={outcome} />
      </Suspense>
    </PlainView>
  );
}

/** The page now shown, in the site shell. */
function CurrentPage({ shown: { page, layout } }: { shown: ShownPage }) {
  const { pending } = useNavigation();
  const { outcome } = page;
  return (
    <>
      <NavigationProgress pending={pending} />
      <Layout layout={layout} isHome={outcome.kind === 'route' && outcome.routeId === 'home'}>
        <OutcomeView outcome={outcome} />
      </Layout>
    </>
  );
}

/** Loads the route table's navigation code once, when Navigation first asks for it. */
const loadTransition: LoadTransition<ShownPage> = () => import('./routes/pageTransition');

/** `streamedRender` is the server's render of the page's streamed part; the browser has none. */
export function App({ state, streamedRender = null }: { state: BootstrapState; streamedRender?: object | null }) {
  return (
    <SiteContext.Provider value={state}>
      <StreamedRenderContext.Provider value={streamedRender}>
        <SnackbarProvider>
          <Navigation initial={{ page: state.page, layout: state.layout }} loadTransition={loadTransition}>
            {(shown) => <CurrentPage shown={shown} />}
          </Navigation>
        </SnackbarProvider>
      </StreamedRenderContext.Provider>
    </SiteContext.Provider>
  );
}
