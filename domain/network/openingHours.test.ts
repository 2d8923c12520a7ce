import { describe, expect, it } from 'vitest';
import { formatTime, openingWeek } from './openingHours';

describe('openingWeek', () => {
  it('lists the whole week from Monday, with a lunch break as two intervals and days without hours closed', () => {
    const week = openingWeek([
      { weekday: 1, opens: '09:00', closes: '12:00' },
      { weekday: 1, opens: '13:00', closes: '17:00' },
      { weekday: 6, opens: '10:00', closes: '12:30' },
    ]);
    expect(week.map((d) => d.name)).toEqual(['Hétfő', 'Kedd', 'Szerda', 'Csütörtök', 'Péntek', 'Szombat', 'Vasárnap']);
    expect(week[0]?.intervals).toEqual(['9:00–12:00', '13:00–17:00']);
    expect(week[1]?.intervals).toEqual([]);
    expect(week[5]?.intervals).toEqual(['10:00–12:30']);
  });
});

describe('formatTime', () => {
  it('drops the leading zero of the hour only', () => {
    expect([formatTime('09:05'), formatTime('10:00'), formatTime('00:30')]).toEqual(['9:05', '10:00', '0:30']);
  });
});
