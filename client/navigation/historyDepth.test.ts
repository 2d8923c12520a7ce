import { describe, expect, it } from 'vitest';
import { entryState, historyDepth } from './historyDepth';

describe('historyDepth', () => {
  it('is 0 for the entry a visit starts on, whatever its state holds', () => {
    expect(historyDepth(null)).toBe(0);
    expect(historyDepth({ scrollY: 120 })).toBe(0);
    expect(historyDepth({ depth: 'x' })).toBe(0);
    expect(historyDepth({ depth: -3 })).toBe(0);
  });

  it('counts one more for each pushed entry and the same for a replaced one', () => {
    const first = entryState(null, false);
    expect(historyDepth(first)).toBe(1);
    const second = entryState({ ...first, scrollY: 300 }, false);
    expect(historyDepth(second)).toBe(2);
    expect(historyDepth(entryState(second, true))).toBe(2);
  });
});
