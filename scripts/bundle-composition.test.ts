import { describe, expect, it } from 'vitest';
import { compositionMarkdown, compositionRows, originOf } from './bundle-composition.ts';

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
    expect(markdown).toContain('| a | 0.6 KiB | 60.0% |');
    expect(markdown).toContain('| 2 more | 0.4 KiB | 40.0% |');
    expect(markdown).not.toContain('| b |');
  });
});
