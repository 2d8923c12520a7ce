/**
 * @module Gives the worker a `location`, before satori's modules are evaluated (import this first).
 * satori's layout engine is an Emscripten build: seeing WorkerGlobalScope it reads self.location.href as
 * it loads, which workerd leaves undefined, and the engine fails at the first card.
 */
if (Reflect.get(globalThis, 'location') === undefined) {
  Object.defineProperty(globalThis, 'location', { value: new URL('https://share-cards.internal/'), configurable: true });
}
