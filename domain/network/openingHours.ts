/**
 * @module An office's opening hours as a week, for people (Hungarian day names, "9:00–17:00") and
 * for schema.org (day names in English).
 */
import type { OpeningHours } from '../cms/networkSchemas';

/** Hungarian day names by ISO weekday - 1 (Monday first, as Hungarian calendars are). */
const hungarianWeekdays = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'] as const;

/** schema.org's DayOfWeek names by ISO weekday - 1. */
export const schemaWeekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

interface OpeningDay {
  weekday: number;
  /** Hungarian day name, capitalised: "Hétfő". */
  name: string;
  /** "9:00–17:00" for each interval; empty on a closed day. */
  intervals: string[];
}

/**
 * Hours without a leading zero, as Hungarians write them.
 * @example formatTime('09:00') // '9:00'
 */
export function formatTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** Every day of the week, Monday first, with its intervals; a day without any is closed. */
export function openingWeek(hours: readonly OpeningHours[]): OpeningDay[] {
  return hungarianWeekdays.map((name, index) => ({
    weekday: index + 1,
    name: name.charAt(0).toLocaleUpperCase('hu') + name.slice(1),
    intervals: hours.filter((h) => h.weekday === index + 1).map((h) => `${formatTime(h.opens)}–${formatTime(h.closes)}`),
  }));
}
