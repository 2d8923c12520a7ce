import { describe, expect, it } from 'vitest';
import { isNewSinceLastVisit, parseVisitMemory, recordPageView, visitGapMs } from './lastVisit';

const at = (iso: string) => new Date(iso);

describe('new since the last visit', () => {
  it('marks nothing on a first visit', () => {
    const memory = recordPageView(null, at('2026-11-25T10:00:00Z'));
    expect(memory.previousVisit).toBeNull();
    expect(isNewSinceLastVisit('2026-11-25T09:59:00Z', memory.previousVisit)).toBe(false);
  });

  it('keeps the previous visit through a visit, and makes the last page view the previous visit after a pause of over 30 minutes', () => {
    const first = recordPageView(null, at('2026-11-24T18:00:00Z'));
    const sameVisit = recordPageView(first, at('2026-11-24T18:20:00Z'));
    expect(sameVisit.previousVisit).toBeNull();
    const later = recordPageView(sameVisit, new Date(Date.parse('2026-11-24T18:20:00Z') + visitGapMs + 1));
    expect(later.previousVisit).toBe('2026-11-24T18:20:00.000Z');
    // A page view 10 minutes on is the same visit: the badges stay.
    expect(recordPageView(later, new Date(Date.parse(later.lastSeen) + 600_000)).previousVisit).toBe('2026-11-24T18:20:00.000Z');
  });

  it('marks listings created after the previous visit, not those before or at it', () => {
    expect(isNewSinceLastVisit('2026-11-24T18:20:01Z', '2026-11-24T18:20:00.000Z')).toBe(true);
    expect(isNewSinceLastVisit('2026-11-24T18:20:00Z', '2026-11-24T18:20:00.000Z')).toBe(false);
    expect(isNewSinceLastVisit('not a date', '2026-11-24T18:20:00.000Z')).toBe(false);
  });

  it('starts no new visit when the clock is set back', () => {
    const memory = { lastSeen: '2026-11-25T10:00:00.000Z', previousVisit: '2026-11-20T10:00:00.000Z' };
    expect(recordPageView(memory, at('2026-11-25T08:00:00Z'))).toEqual(memory);
  });

  it('reads stored junk as a first visit', () => {
    expect(parseVisitMemory('{')).toBeNull();
    expect(parseVisitMemory('[]')).toBeNull();
    expect(parseVisitMemory('{"lastSeen":"yesterday","previousVisit":null}')).toBeNull();
    expect(parseVisitMemory('{"lastSeen":"2026-11-25T10:00:00.000Z","previousVisit":5}')).toBeNull();
    expect(parseVisitMemory('{"lastSeen":"2026-11-25T10:00:00.000Z","previousVisit":null}')).toEqual({ lastSeen: '2026-11-25T10:00:00.000Z', previousVisit: null });
  });
});
