import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { projectRoot } from './projectPaths';
import { patchedRenderer } from './reactRendererPatch';

const rendererPath = path.join(projectRoot, 'node_modules/react-dom/cjs/react-dom-server.node.production.js');
const rendererSchema = z.object({ renderToReadableStream: z.custom<(children: ReactNode, options?: object) => Promise<ReadableStream<Uint8Array>>>((v) => typeof v === 'function') });

// The production renderer needs production React (the tests run with NODE_ENV=test): the worker's pair.
const requireBesideRenderer = createRequire(rendererPath);
const productionBuilds = new Map([
  ['react', path.join(projectRoot, 'node_modules/react/cjs/react.production.js')],
  ['react-dom', path.join(projectRoot, 'node_modules/react-dom/cjs/react-dom.production.js')],
]);
const rendererRequire = (id: string): unknown => requireBesideRenderer(productionBuilds.get(id) ?? id);
const { createElement, Fragment, Suspense, use } = z.custom<typeof import('react')>((v) => typeof v === 'object' && v !== null && 'createElement' in v).parse(rendererRequire('react'));

/** The renderer evaluated from `source` as the CommonJS module it is, with its own module state. */
function loadRenderer(source: string) {
  const module = { exports: {} };
  new Function('module', 'exports', 'require', source)(module, module.exports, rendererRequire);
  return rendererSchema.parse(module.exports);
}

/** Every chunk the stream gives, decoded. */
async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(decoder.decode(chunk, { stream: true }));
  return chunks;
}

/** A page of the site's kind: long lists of attributes and Hungarian text, and a part streamed after the shell. */
function page(late: Promise<string>): ReactNode {
  function Late() {
    return createElement('p', { className: 'késői' }, use(late));
  }
  const cards = Array.from({ length: 120 }, (_, i) =>
    createElement(
      'li',
      { key: i, 'data-id': i },
      createElement('a', { href: `/ingatlan/${i}`, className: 'kártya' }, `Eladó ${i} szobás lakás, Győr – ${i * 1.5} M Ft`),
      createElement('button', { type: 'button', 'aria-pressed': false, 'aria-label': 'Kedvencekhez adom' }, '♥'),
    ),
  );
  return createElement(
    'html',
    { lang: 'hu' },
    createElement('body', null, createElement('main', null, createElement('h1', null, 'Ingatlankínálat & <árak>'), createElement('ul', null, cards)), createElement(Suspense, { fallback: createElement('p', null, 'Betöltés…') }, createElement(Fragment, null, createElement(Late)))),
  );
}

describe('patchedRenderer', () => {
  it('streams the same bytes as React’s own renderer, a part streamed after the shell included, in fewer chunks', async () => {
    const source = await readFile(rendererPath, 'utf8');
    const original = loadRenderer(source);
    const patched = loadRenderer(patchedRenderer(source));
    const render = async (renderer: ReturnType<typeof loadRenderer>) => {
      let resolveLate = (_: string) => {};
      const late = new Promise<string>((resolve) => {
        resolveLate = resolve;
      });
      const stream = await renderer.renderToReadableStream(page(late), { progressiveChunkSize: Number.POSITIVE_INFINITY });
      setTimeout(() => resolveLate('Árcsökkenés: 3 hirdetés ✓'), 5);
      return chunksOf(stream);
    };
    const [ours, react] = await Promise.all([render(patched), render(original)]);
    expect(ours.join('')).toBe(react.join(''));
    expect(ours.join('')).toContain('Árcsökkenés: 3 hirdetés ✓');
    expect(ours.length).toBeLessThanOrEqual(react.length);
  });

  it('throws naming the piece a React that writes it differently no longer has', () => {
    expect(() => patchedRenderer('function writeChunk(destination, chunk) {\n}')).toThrow(/stringToPrecomputedChunk/);
  });
});
