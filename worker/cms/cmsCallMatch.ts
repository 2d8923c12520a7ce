/**
 * @module Which CMS contract call a request is for, matched with regexparam (the matcher wouter
 * uses too): the call, a path the contract has under another method, or nothing.
 */
import { parse } from 'regexparam';
import { type CmsCallName, cmsContract } from '../../domain/cms/cmsContract';

type CmsCallMatch = { kind: 'call'; name: CmsCallName } | { kind: 'wrongMethod'; allow: string } | { kind: 'none' };

const compiled = (Object.keys(cmsContract) as CmsCallName[]).map((name) => ({
  name,
  method: cmsContract[name].method,
  pattern: parse(cmsContract[name].path).pattern,
}));

/**
 * The first call whose path and method match; HEAD is answered like GET.
 * @example matchCmsCall('GET', '/api/cms/offices/12') // { kind: 'call', name: 'office' }
 */
export function matchCmsCall(method: string, pathname: string): CmsCallMatch {
  const asked = method === 'HEAD' ? 'GET' : method;
  const byPath = compiled.filter((c) => c.pattern.test(pathname));
  const found = byPath.find((c) => c.method === asked);
  if (found) return { kind: 'call', name: found.name };
  if (byPath.length === 0) return { kind: 'none' };
  const methods = new Set(byPath.flatMap((c) => (c.method === 'GET' ? ['GET', 'HEAD'] : [c.method])));
  return { kind: 'wrongMethod', allow: [...methods].join(', ') };
}
