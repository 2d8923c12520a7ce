/**
 * The browser entry: reads the server's state, starts error reporting and hydrates the page.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bootstrapStateElementId } from '../domain/bootstrapState';
import { App } from './App';
import { startErrorReporting } from './errorReporting/startErrorReporting';
import { loadPageComponent } from './routes/pageComponents';
import { readBootstrapState } from './site/readBootstrapState';

const stateElement = document.getElementById(bootstrapStateElementId);
const root = document.getElementById('root');
if (stateElement && root) {
  const state = readBootstrapState(stateElement.textContent ?? '');
  // Before hydration, so errors while hydrating are caught once the SDK chunk has arrived.
  startErrorReporting(state.sentryDsn);
  const { outcome } = state.page;
  // The page's chunk is modulepreloaded by the head, so this waits for little more than its parse.
  const pageComponent = outcome.kind === 'route' ? loadPageComponent(outcome.routeId) : Promise.resolve();
  void pageComponent.then(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App state={state} />
        </StrictMode>,
      );
    }),
  );
}
