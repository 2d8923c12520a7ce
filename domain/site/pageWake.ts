/**
 * @module The document event that lets the first page's content load and hydrate at once rather than when the
 * browser is idle (client/site/whenIdle.ts): dispatched by a page that cannot wait (the map view's start), and by
 * the interaction benchmark to measure a page woken the same way.
 */
export const wakePageEvent = 'wakepage';
