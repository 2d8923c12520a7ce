/**
 * @module The worker the read-only browser tests share: started once by globalSetup.ts with the default
 * settings and the demo data. A test that writes, or needs other variables, starts its own (worker.ts).
 */
import { inject } from 'vitest';
import { workerOrigin } from './worker';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedWorkerPort: number;
  }
}

export interface SharedWorker {
  port: number;
  /** http://<subdomain>.localhost:<port>, which Chromium resolves to loopback. */
  origin(subdomain?: string): string;
}

export function sharedWorker(): SharedWorker {
  const port = inject('sharedWorkerPort');
  return { port, origin: (subdomain) => workerOrigin(port, subdomain) };
}
