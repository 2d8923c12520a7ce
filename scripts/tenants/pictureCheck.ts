/**
 * @module Whether the pictures an operator names can be shown: an https picture is fetched once (the share
 * card worker draws a card without a picture it cannot fetch, and the page shows a broken one); a drawn logo
 * (/media/logo.svg?label=…) must have a label the logo can draw. A warning, not a refusal: the picture's host
 * may be down only for now, or not reachable from the operator's machine.
 */
import { isDrawableLabel } from './newTenant.ts';

/** How long a picture may take to answer before it counts as not fetched. */
const fetchTimeoutMs = 8_000;

/** Why a picture cannot be fetched (its status, its content type, or the network's error); null when it can. */
async function fetchProblem(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs), redirect: 'follow' });
    await response.body?.cancel();
    if (!response.ok) return `it answered ${response.status}`;
    const type = response.headers.get('content-type') ?? '';
    return type.startsWith('image/') ? null : `it is not a picture (content-type ${type || 'missing'})`;
  } catch (error) {
    const cause = error instanceof Error ? Reflect.get(error, 'cause') : undefined;
    const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    return `it could not be fetched (${reason})`;
  }
}

/**
 * The warning about a picture option, or null when the picture can be shown: an https URL that does not answer
 * 200 with an image, a drawn logo whose label is over the logo's length.
 * @example await pictureWarning('--logo-url', 'https://127.0.0.1:9/logo.png') // '--logo-url: … could not be fetched (connect ECONNREFUSED …) …'
 */
export async function pictureWarning(option: string, url: string): Promise<string | null> {
  if (url.startsWith('/media/logo.svg?')) {
    const label = new URLSearchParams(url.slice('/media/logo.svg?'.length)).get('label');
    return label !== null && !isDrawableLabel(label) ? `${option}: the drawn logo's label "${label}" is too long for the logo (14 characters at most): /media/logo.svg would answer 400` : null;
  }
  if (!url.startsWith('https://')) return null;
  const problem = await fetchProblem(url);
  return problem && `${option}: ${url}: ${problem}; the site shows a broken picture and share cards leave it out until it can be fetched`;
}

/** The warnings about the --logo-url and --cover-url given, one line each. */
export async function pictureWarnings(pictures: { logoUrl?: string | undefined; coverUrl?: string | undefined }): Promise<string[]> {
  const checks = [
    pictures.logoUrl === undefined ? null : pictureWarning('--logo-url', pictures.logoUrl),
    pictures.coverUrl === undefined ? null : pictureWarning('--cover-url', pictures.coverUrl),
  ];
  return (await Promise.all(checks)).filter((warning) => warning !== null);
}
