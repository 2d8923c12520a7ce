import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { compositionMarkdown, compositionRows, marginalGzipBytes, originOf, sourceIndexPerUnit } from './bundle-composition.ts';

describe('bundle composition', () => {
  it('attributes a file to the innermost package it sits in, even one nested under another package', () => {
    expect(originOf('node_modules/react-dom/cjs/react-dom-server.edge.production.js')).toBe('react-dom');
    expect(originOf('node_modules/toucan-js/node_modules/@sentry/core/esm/scope.js')).toBe('@sentry/core');
  });

  it('attributes our own files to their top source folder, one level deep', () => {
    expect(originOf('worker/cms/network/places.ts')).toBe('worker/cms');
    expect(originOf('domain/host.ts')).toBe('domain');
  });

  it('sums the bytes per origin, largest first, and leaves out files tree-shaken to nothing', () => {
    const rows = compositionRows({
      bytes: 0,
      imports: [],
      exports: [],
      inputs: {
        'node_modules/zod/v4/core/schemas.js': { bytesInOutput: 30 },
        'node_modules/zod/v4/locales/de.js': { bytesInOutput: 0 },
        'node_modules/zod/v4/classic/schemas.js': { bytesInOutput: 20 },
        'worker/env.ts': { bytesInOutput: 10 },
        'worker/cms/client.ts': { bytesInOutput: 70 },
      },
    });
    expect(rows).toEqual([
      { origin: 'worker/cms', bytes: 70 },
      { origin: 'zod', bytes: 50 },
      { origin: 'worker', bytes: 10 },
    ]);
  });

  it('lists the top origins and sums the rest into one row', () => {
    const markdown = compositionMarkdown(
      { bundleBytes: 2048, bundleGzipBytes: 1024, uploadGzipBytes: 1024, rows: [{ origin: 'a', bytes: 600 }, { origin: 'b', bytes: 300 }, { origin: 'c', bytes: 100 }] },
      1,
    );
    expect(markdown).toContain('| a | 0.6 KiB | 60.0% | – |');
    expect(markdown).toContain('| 2 more | 0.4 KiB | 40.0% |');
    expect(markdown).not.toContain('| b |');
  });

  it('shows what an origin costs gzipped when it was measured', () => {
    const markdown = compositionMarkdown({ bundleBytes: 2048, bundleGzipBytes: 1024, uploadGzipBytes: 1024, rows: [{ origin: 'a', bytes: 600, marginalGzipBytes: 512 }] });
    expect(markdown).toContain('| a | 0.6 KiB | 100.0% | 0.5 KiB |');
  });
});

/** A non-negative number as base64 VLQ, for writing source map segments by hand. */
function vlq(value: number): string {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value * 2;
  let out = '';
  do {
    const digit = rest % 32;
    rest = Math.floor(rest / 32);
    out += digits[rest > 0 ? digit + 32 : digit];
  } while (rest > 0);
  return out;
}

describe('bundle composition from the source map', () => {
  it('attributes each output unit to the source of its segment, up to the next segment or the line end', () => {
    // Line 1: source 0 from column 0, nothing from column 2 (a one-field segment); line 2: source 1 from column 1.
    const owner = sourceIndexPerUnit('abcd\nefg', { sources: ['x.js', 'y.js'], mappings: 'AAAA,E;CCAA' });
    expect([...owner]).toEqual([0, 0, -1, -1, -1, -1, 1, 1]);
  });

  it('charges each origin what the gzipped bundle loses without its bytes, two files of one package as one origin', () => {
    const ours = 'const page = 1;';
    const library = 'function library(){return "x".repeat(9)}';
    const code = `${ours}${library}${library}`;
    // One segment per part: ours from column 0 (source 0), then the library's two files (sources 1 and 2).
    const map = { sources: ['../../worker/a.ts', '../../node_modules/lib/a.js', '../../node_modules/lib/b.js'], mappings: `AAAA,${vlq(ours.length)}CAAA,${vlq(library.length)}CAAA` };
    const costs = marginalGzipBytes(code, map, (source) => source.replace(/^(\.\.\/)+/, ''));
    expect([...costs.keys()].sort()).toEqual(['lib', 'worker']);
    expect(costs.get('lib')).toBe(gzipSync(code).length - gzipSync(ours).length);
    expect(costs.get('worker')).toBe(gzipSync(code).length - gzipSync(`${library}${library}`).length);
  });
});
