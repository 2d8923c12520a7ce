/**
 * The browser entry: reads the server's state and hydrates the page.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { bootstrapStateElementId } from '../domain/bootstrapState';
import { App } from './App';
import { readBootstrapState } from './site/readBootstrapState';

const stateElement = document.getElementById(bootstrapStateElementId);
const root = document.getElementById('root');
if (stateElement && root) {
  const state = readBootstrapState(stateElement.textContent ?? '');
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App state={state} />
      </StrictMode>,
    );
  });
}
