import { describe, expect, it } from 'vitest';
import { isoSeconds, marketFiguresFormat, maxStaleSeconds, monthStart, outOfDateSince, servable } from './figureFreshness';

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => isoSeconds(new Date(now.getTime() - minutes * 60_000));
const computed = (computed_at: string | null, stale_since: string | null = null, format: number | null = marketFiguresFormat) => ({ format, computed_at, stale_since });

describe('figureFreshness', () => {
  it('writes times as the database does, to the second, and finds the month’s first instant', () => {
    expect(isoSeconds(new Date('2026-11-25T19:47:57.999Z'))).toBe('2026-11-25T19:47:57Z');
    expect(monthStart(now)).toBe('2026-11-01T00:00:00Z');
    expect(monthStart(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01T00:00:00Z');
  });

  it('serves an answer no change has touched this month however old it is', () => {
    expect(servable(computed('2026-11-01T00:00:00Z'), now)).toBe(true);
    expect(outOfDateSince(computed('2026-11-01T00:00:00Z'), now)).toBeNull();
  });

  it('serves a stale answer for at most maxStaleSeconds after the first change it misses', () => {
    expect(maxStaleSeconds).toBe(3600);
    expect(servable(computed('2026-11-20T00:00:00Z', minutesAgo(59)), now)).toBe(true);
    expect(servable(computed('2026-11-20T00:00:00Z', minutesAgo(60)), now)).toBe(false);
  });

  it('counts last month’s answer out of date from the month’s turn', () => {
    const beforeTurn = computed('2026-10-31T23:50:00Z');
    expect(outOfDateSince(beforeTurn, new Date('2026-11-01T00:30:00Z'))).toBe('2026-11-01T00:00:00Z');
    expect(servable(beforeTurn, new Date('2026-11-01T00:30:00Z'))).toBe(true);
    expect(servable(beforeTurn, new Date('2026-11-01T01:00:00Z'))).toBe(false);
    // A change before the turn counts from the change.
    expect(outOfDateSince(computed('2026-10-31T23:00:00Z', '2026-10-31T23:30:00Z'), new Date('2026-11-01T00:10:00Z'))).toBe('2026-10-31T23:30:00Z');
  });

  it('never serves a placeholder or another format', () => {
    expect(servable(computed(null, minutesAgo(1), null), now)).toBe(false);
    expect(servable(computed(minutesAgo(1), null, marketFiguresFormat - 1), now)).toBe(false);
  });
});
