import { describe, expect, it } from 'vitest';
import { compileHint, withCompileHint } from './compileHint';

describe('withCompileHint', () => {
  const code = 'import{a}from"./chunk.js";a();\nexport{a};\n';
  const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,SAAS;AACA' };

  it('puts the hint on a line of its own before the script, its very first characters', () => {
    const hinted = withCompileHint(code, map);
    expect(hinted.code.startsWith(`${compileHint}\n`)).toBe(true);
    expect(hinted.code.slice(compileHint.length + 1)).toBe(code);
  });

  it('moves every mapping one line down, so a position in the script still finds its source', () => {
    const hinted = withCompileHint(code, map);
    expect(hinted.map.mappings.split(';')).toEqual(['', 'AAAA,SAAS', 'AACA']);
    expect(hinted.map).toMatchObject({ version: 3, sources: ['a.ts'] });
  });

  it('leaves a script that has the hint already as it is (a rebuild while watching)', () => {
    const once = withCompileHint(code, map);
    expect(withCompileHint(once.code, once.map)).toEqual(once);
  });
});
