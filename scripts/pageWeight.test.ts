import { describe, expect, it } from 'vitest';
import { initialScripts } from './pageWeight.ts';

const manifest = {
  script: '/assets/main-A.js',
  preload: ['/assets/chunk-B.js', '/assets/chunk-C.js'],
  routes: { office: ['/assets/chunk-D.js', '/assets/chunk-B.js'], home: ['/assets/chunk-E.js'] },
};

describe('initialScripts', () => {
  it('lists the entry, its preloaded imports and the route’s page chunks, in load order', () => {
    expect(initialScripts(manifest, 'home')).toEqual(['/assets/main-A.js', '/assets/chunk-B.js', '/assets/chunk-C.js', '/assets/chunk-E.js']);
  });

  it('counts a chunk the entry and the page share once', () => {
    expect(initialScripts(manifest, 'office')).toEqual(['/assets/main-A.js', '/assets/chunk-B.js', '/assets/chunk-C.js', '/assets/chunk-D.js']);
  });

  it('gives a route without page chunks the entry and its imports only', () => {
    expect(initialScripts(manifest, 'menuPage')).toEqual(['/assets/main-A.js', '/assets/chunk-B.js', '/assets/chunk-C.js']);
  });
});
