/**
 * The browser entry: reads the server's state, starts error reporting, loads the page's own chunk and
 * hydrates the page.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bootstrapStateElementId } from '../domain/bootstrapState';
import { App } from './App';
import { startErrorReporting } from './errorReporting/startErrorReporting';
import { importPageModule } from './routes/importPageModule';
import { registerPageComponent } from './routes/pageView';
import { readBootstrapState } from './site/readBootstrapState';

const stateElement = document.getElementById(bootstrapStateElementId);
const root = document.getElementById('root');
if (stateElement && root) {
  const state = readBootstrapState(stateElement.textContent ?? '');
  // Errors from here on are kept and reported once the SDK has loaded, after the page is interactive.
  startErrorReporting(state.sentryDsn);
  const { outcome } = state.page;
  // The page's chunk is modulepreloaded by the head, so this waits for little more than its parse.
  const pageComponent =
    outcome.kind === 'route' && state.pageModule
      ? importPageModule(state.pageModule, outcome.routeId).then((module) => registerPageComponent(outcome.routeId, module))
      : Promise.resolve();
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
