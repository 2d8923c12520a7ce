/**
 * @module The generator's options: how many listings, from which seed, dated from which instant.
 */
import * as z from 'zod';

export const defaultDemoSize = 5_000;
/** Listings are dated backwards from this instant, not from "now", so output is reproducible. */
export const referenceDate = Date.UTC(2026, 10, 1);

export const demoDataOptionsSchema = z.object({
  size: z.number().int().min(0).max(1_000_000).default(defaultDemoSize),
  seed: z.number().int().default(1),
});
export type DemoDataOptions = z.input<typeof demoDataOptionsSchema> & {
  /** Called every `progressEvery` listings and at the end with listings done and total. */
  onProgress?: (done: number, total: number) => void;
};
export const progressEvery = 5_000;
