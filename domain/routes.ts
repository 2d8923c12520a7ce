/**
 * @module The route table: the one list of paths the server and the client router share.
 */

/** Route ids of the pages built so far; each has a page on the client and a head on the server. */
export type RouteId = 'home';

export interface RouteDefinition {
  id: RouteId;
  /** A wouter-style pattern: literal segments and `:name` parameters. */
  pattern: string;
  /** Pages of the home group get a transparent header. */
  homeGroup: boolean;
  /** Pages shown on a white background. */
  whiteBackground: boolean;
}

/** The routes that have a page today; anything else is the not-found view. */
export const routeTable: readonly RouteDefinition[] = [
  { id: 'home', pattern: '/', homeGroup: true, whiteBackground: false },
];

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/**
 * Matches a path against one pattern; parameters must be non-empty single segments.
 * @example matchPattern('/iroda/:id', '/iroda/12') // { id: '12' }
 */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const actual = have[i] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  return params;
}

/** The route for a path, or null for the not-found view. */
export function matchRoute(path: string): RouteMatch | null {
  for (const route of routeTable) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return null;
}
