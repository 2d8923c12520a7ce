/**
 * @module The legal documents (client/public/dokumentumok/) through the worker: wrangler.toml sends every
 * path but the hashed bundle and the favicon to the worker first, so that a page skips Workers Assets'
 * lookup; a document is then fetched from Workers Assets here, unchanged, and a missing one gets the
 * tenant's own not-found page instead of an empty 404.
 */
import type { Bindings } from '../env';

/** A request URL whose path is in the documents' folder (client/public/dokumentumok/). */
const documentUrl = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*\/dokumentumok\//i;

/** Whether the request asks for a document: read from the URL's text, so a page request parses nothing more. */
export function isDocumentRequest(request: Request): boolean {
  return documentUrl.test(request.url);
}

/** The document as Workers Assets serves it (its headers from dist/client/_headers), or undefined when there is none. */
export async function documentFile(request: Request, env: Pick<Bindings, 'ASSETS'>): Promise<Response | undefined> {
  try {
    const response = await env.ASSETS.fetch(request);
    return response.status === 404 ? undefined : response;
  } catch (error) {
    // The app's not-found page is better than a bare error; the log says why.
    console.error('Workers Assets failed for a document', error);
    return undefined;
  }
}
