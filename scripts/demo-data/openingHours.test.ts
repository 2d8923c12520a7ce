import { describe, expect, it } from 'vitest';
import { openingHoursRows, openingHoursSql } from './openingHours';

describe('openingHoursRows', () => {
  it('opens every office on weekdays from 9 to 17, and even-numbered ones on Saturday morning too', () => {
    const rows = openingHoursRows([13, 16]);
    expect(rows.filter((r) => r.office_id === 13).map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.filter((r) => r.office_id === 16).at(-1)).toEqual({ office_id: 16, weekday: 6, opens: '09:00', closes: '12:00' });
    expect(rows.every((r) => r.weekday === 6 || (r.opens === '09:00' && r.closes === '17:00'))).toBe(true);
  });

  it('writes one INSERT statement, and none without offices', () => {
    expect(openingHoursSql([13])).toEqual([
      "INSERT INTO office_opening_hours (office_id, weekday, opens, closes) VALUES\n(13, 1, '09:00', '17:00'),\n(13, 2, '09:00', '17:00'),\n(13, 3, '09:00', '17:00'),\n(13, 4, '09:00', '17:00'),\n(13, 5, '09:00', '17:00');\n",
    ]);
    expect(openingHoursSql([])).toEqual([]);
  });
});
