/**
 * @module Energy certificate classes (energetikai tanúsítvány) of Hungarian listings, on two scales.
 *
 * Current scale, A+++ (best) to I (worst): 9/2023. (V. 25.) ÉKM rendelet, which replaced the
 * 7/2006. (V. 24.) TNM rendelet from 1 November 2023; certificates are issued under the
 * 176/2008. (VI. 30.) Korm. rendelet. Older scale, AA++ to JJ: 7/2006 TNM as amended from
 * 1 January 2016. Old-scale certificates stopped being usable for a sale or a letting at the
 * end of 2023, but older listings still carry them, so both scales are kept.
 * (Before 2016 a single-letter scale A+ to I was used; its letters cannot be told apart from
 * the current scale, so such certificates are read as current-scale classes.)
 */

const energyScales = ['current', 'old'] as const;
export type EnergyScale = (typeof energyScales)[number];

interface EnergyClass {
  /** The dropdown value stored on a listing. */
  value: number;
  /** The class as written on the certificate: "A++", "CC". */
  code: string;
  scale: EnergyScale;
  /** 1 is the best class of its scale. */
  rank: number;
  /** Visitor-facing label. */
  label: string;
}

const currentCodes = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
const oldCodes = ['AA++', 'AA+', 'AA', 'BB', 'CC', 'DD', 'EE', 'FF', 'GG', 'HH', 'II', 'JJ'] as const;

/** Old-scale values start here, so that a value alone tells its scale. */
const oldScaleBase = 100;

/** Every class, the current scale (values 1..12) first, then the old one (101..112); best first within a scale. */
export const energyClasses: readonly EnergyClass[] = [
  ...currentCodes.map((code, i) => ({ value: i + 1, code, scale: 'current' as const, rank: i + 1, label: code })),
  ...oldCodes.map((code, i) => ({
    value: oldScaleBase + i + 1,
    code,
    scale: 'old' as const,
    rank: i + 1,
    label: `${code} (2024 előtti besorolás)`,
  })),
];

const byValue = new Map(energyClasses.map((c) => [c.value, c]));
const byCode = new Map(energyClasses.map((c) => [c.code, c]));

/** Normalises how a class is typed: "a++" and " A ++ " both read "A++". */
function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/**
 * The class with this code on either scale, or undefined.
 * @example energyClassByCode('cc') // { value: 105, code: 'CC', scale: 'old', rank: 5, ... }
 */
export function energyClassByCode(code: string): EnergyClass | undefined {
  return byCode.get(normaliseCode(code));
}

/** The class stored as this dropdown value, or undefined. */
export function energyClassByValue(value: number): EnergyClass | undefined {
  return byValue.get(value);
}

/**
 * Which scale a class code belongs to: doubled letters (AA++ … JJ) are the old scale,
 * single letters (A+++ … I) the current one; anything else is no class.
 * @example energyScaleOf('AA+') // 'old'
 */
export function energyScaleOf(code: string): EnergyScale | undefined {
  return energyClassByCode(code)?.scale;
}

/**
 * Orders two classes of the same scale, better first (negative when `a` is better).
 * Classes of different scales were measured against different requirements and are not
 * comparable: that returns undefined.
 * @example compareEnergyClasses('A+', 'C') // < 0
 */
export function compareEnergyClasses(a: string, b: string): number | undefined {
  const left = energyClassByCode(a);
  const right = energyClassByCode(b);
  if (!left || !right || left.scale !== right.scale) return undefined;
  return left.rank - right.rank;
}

/** The name of each scale under its graphic: the old one is labelled as such. */
export const energyScaleTitles: Readonly<Record<EnergyScale, string>> = {
  current: 'A+++ – I skála',
  old: '2024 előtti AA++ – JJ skála',
};

/** One class on a drawn scale. */
interface EnergyScaleStep {
  code: string;
  rank: number;
  /** The listing's own class. */
  isListing: boolean;
  /** Where the class lies from the best (0) to the worst (1): the bar's length and its colour. */
  position: number;
}

/**
 * Every class of a scale, best first, with the listing's class marked: what the page draws.
 * A code that is not on the scale marks nothing.
 * @example energyScaleSteps('current', 'C')[5] // { code: 'C', rank: 6, isListing: true, position: 5 / 11 }
 */
export function energyScaleSteps(scale: EnergyScale, listingCode: string): EnergyScaleStep[] {
  const steps = energyClasses.filter((c) => c.scale === scale);
  const listing = energyClassByCode(listingCode);
  const last = Math.max(steps.length - 1, 1);
  return steps.map((c) => ({ code: c.code, rank: c.rank, isListing: listing?.value === c.value, position: (c.rank - 1) / last }));
}

/**
 * The class in words, for readers who do not see the graphic.
 * @example energyClassSummary('current', 'C') // 'C: a 12 fokozatú skála 6. fokozata (a legjobb A+++, a legrosszabb I)'
 */
export function energyClassSummary(scale: EnergyScale, code: string): string {
  const steps = energyClasses.filter((c) => c.scale === scale);
  const listing = energyClassByCode(code);
  const best = steps[0]?.code ?? '';
  const worst = steps[steps.length - 1]?.code ?? '';
  const place = listing && listing.scale === scale ? `a ${steps.length} fokozatú skála ${listing.rank}. fokozata` : `a ${steps.length} fokozatú skálán nem szereplő besorolás`;
  return `${code}: ${place} (a legjobb ${best}, a legrosszabb ${worst})`;
}
