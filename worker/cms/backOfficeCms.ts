/**
 * @module The built-in CMS as the site's worker reaches it: in the back office worker, through the
 * BACK_OFFICE service binding (docs/decisions/025-back-office-worker.md). A visitor's bookmark rides along
 * as a header, so the back office reads at least as new a copy of D1 as the visitor's own write.
 */
import type { Bindings } from '../env';
import type { CmsTransport } from './cmsTransport';

/** The header that carries a D1 bookmark to the back office; whatever a client sent under it is dropped. */
export const bookmarkHeader = 'x-d1-bookmark';

/** The built-in CMS in the back office. */
export function backOfficeCms(env: Pick<Bindings, 'BACK_OFFICE'>, bookmark?: string): CmsTransport {
  return async (request) => {
    // A request that came in keeps immutable headers even when copied: the copy gets headers of its own.
    const headers = new Headers(request.headers);
    if (bookmark) headers.set(bookmarkHeader, bookmark);
    else headers.delete(bookmarkHeader);
    const answer = await env.BACK_OFFICE.fetch(new Request(request, { headers }));
    // A binding's response has immutable headers; the site's middleware adds its own to what it passes on.
    return new Response(answer.body, answer);
  };
}
