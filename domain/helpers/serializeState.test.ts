import { describe, expect, it } from 'vitest';
import { serializeState } from './serializeState';

describe('serializeState', () => {
  const hostile = { text: '</script><script>alert(1)</script>', comment: '<!-- x -->', separators: 'a\u2028b\u2029c', amp: 'a & b' };

  it('leaves no <, >, & or line separator characters in the output', () => {
    const json = serializeState(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('reads back with JSON.parse to the same value', () => {
    expect(JSON.parse(serializeState(hostile))).toEqual(hostile);
  });
});
