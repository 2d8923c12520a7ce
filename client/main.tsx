/**
 * The browser entry: reads the server's state, starts error reporting and hydrates the page: the shell at
 * once, the page's content once its own chunk has arrived (client/routes/pageView.tsx).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bootstrapStateElementId } from '../domain/site/bootstrapState';
import { App } from './App';
import { startErrorReporting } from './errorReporting/startErrorReporting';
import { importPageModule } from './routes/importPageModule';
import { deferFirstPage } from './routes/pageView';
import { readBootstrapState } from './readBootstrapState';
import { whenIdleOrInput } from './site/whenIdle';

const stateElement = document.getElementById(bootstrapStateElementId);
const root = document.getElementById('root');
if (stateElement && root) {
  const state = readBootstrapState(stateElement.textContent ?? '');
  // Errors from here on are kept and reported once the SDK has loaded, after the page is interactive.
  startErrorReporting(state.sentryDsn);
  const { outcome } = state.page;
  // The head has fetched the page's chunks already (modulepreload): they run once the page is interactive.
  const [pageModule] = state.pageChunks;
  if (outcome.kind === 'route' && pageModule) {
    // Asked for from the start, not when hydration reaches the content: the map view's start wakes it long before that.
    const pageLoad = whenIdleOrInput()
      .then(() => importPageModule(pageModule, outcome.routeId))
      .catch((error: unknown) => {
        // The content stays the server's HTML (its links still work); React must not render it again without it.
        reportError(error);
        return new Promise<never>(() => undefined);
      });
    deferFirstPage(outcome.routeId, () => pageLoad);
  }
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App state={state} />
      </StrictMode>,
    );
  });
}
