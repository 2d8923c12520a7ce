/**
 * @module Hearing an event before anyone awaits it: a promise that settles at the first of some events on a
 * target, listened for from the moment it is made.
 */

/** Resolves at the first of `types` dispatched on `target` from this call on, however late it is awaited. */
export function firstEventOf(target: EventTarget, types: readonly string[]): Promise<void> {
  // Each listener goes after its own first event; the rest, passive, cost nothing until theirs.
  return new Promise((resolve) => types.forEach((type) => target.addEventListener(type, () => resolve(), { capture: true, passive: true, once: true })));
}
