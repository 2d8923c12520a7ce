/**
 * @module The demo offices' opening hours (table office_opening_hours): weekdays 9:00 to 17:00, as
 * their descriptions say, and every other office (even ids) also on Saturday morning.
 */

interface OpeningHoursRow {
  office_id: number;
  /** ISO 8601: 1 = Monday. */
  weekday: number;
  opens: string;
  closes: string;
}

/** The opening hours of each office, by office and weekday. */
export function openingHoursRows(officeIds: readonly number[]): OpeningHoursRow[] {
  return officeIds.flatMap((officeId) => [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ office_id: officeId, weekday, opens: '09:00', closes: '17:00' })),
    ...(officeId % 2 === 0 ? [{ office_id: officeId, weekday: 6, opens: '09:00', closes: '12:00' }] : []),
  ]);
}

/** One INSERT of every row (a few hundred at most, far under D1's statement limit), ending ";\n". */
export function openingHoursSql(officeIds: readonly number[]): string[] {
  const rows = openingHoursRows(officeIds);
  if (rows.length === 0) return [];
  const tuples = rows.map((r) => `(${r.office_id}, ${r.weekday}, '${r.opens}', '${r.closes}')`);
  return [`INSERT INTO office_opening_hours (office_id, weekday, opens, closes) VALUES\n${tuples.join(',\n')};\n`];
}
