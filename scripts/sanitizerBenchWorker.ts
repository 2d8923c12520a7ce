/**
 * @module The worker `npm run bench:sanitizer` runs in workerd (scripts/bench-sanitizer.ts bundles it; build.mjs
 * never does): POST /run sanitizes one page a given number of times with one of the implementations it was
 * built with and answers the output, so the bench can read the workerd's CPU around the request; POST
 * /divergence compares an implementation's output on generated pages with decision 011's as the browser reads it.
 */
import fc from 'fast-check';
import { parseFragment, serialize } from 'parse5';
import * as z from 'zod/mini';

/** A sanitizer the bench compares: the current one, one from another commit, or parse5's parse and serialize. */
type Sanitize = (html: string) => string | Promise<string>;

/** What the comparison needs of the sanitizer's tests (the generated entry passes it in: scripts do not import worker/). */
interface ComparisonTools {
  /** The property test's generator of hostile markup, and its seed. */
  markup: fc.Arbitrary<string>;
  seed: number;
  /** The tree the browser builds from an output, as comparable events. */
  browserTree: (html: string) => string[];
  /** Decision 011's sanitizer (parse5 reads the input exactly as the browser does). */
  reference: Sanitize;
  /** The sanitizer tests' inputs of hostile size and shape, each about `length` characters. */
  pathologicalInputs: (length: number) => { name: string; html: string }[];
}

const runSchema = z.object({
  implementation: z.string(),
  html: z.string(),
  iterations: z.number().check(z.int(), z.minimum(0)),
  /** Sanitize this hostile input (built here, so the request carries no megabyte) instead of `html`. */
  pathological: z.optional(z.object({ index: z.number().check(z.int(), z.minimum(0)), length: z.number().check(z.int(), z.minimum(1)) })),
});
const pathologicalSchema = z.object({ length: z.number().check(z.int(), z.minimum(1)) });
const divergenceSchema = z.object({ implementation: z.string(), pages: z.number().check(z.int(), z.minimum(1)), examples: z.number().check(z.int(), z.minimum(0)) });

/** parse5 reading the page as the browser does and writing it back: the floor of the parse5 sanitizer of decision 011. */
export const parse5Reference: Sanitize = (html) => serialize(parseFragment(html));

/** How many of `pages` generated pages `sanitize` writes into another tree than the reference, and the first few. */
async function divergence(sanitize: Sanitize, tools: ComparisonTools, pages: number, examples: number): Promise<{ differing: number; examples: string[] }> {
  let differing = 0;
  const shown: string[] = [];
  for (const html of fc.sample(tools.markup, { seed: tools.seed, numRuns: pages })) {
    const input = `<p>Előtte</p>${html}<p>Utána</p>`;
    const output = await sanitize(input);
    if (JSON.stringify(tools.browserTree(output)) === JSON.stringify(tools.browserTree(await tools.reference(input)))) continue;
    differing++;
    if (shown.length < examples) shown.push(`input:  ${JSON.stringify(input)}\noutput: ${JSON.stringify(output)}`);
  }
  return { differing, examples: shown };
}

/** The hostile inputs by length, built once per isolate: building 16 MB of strings must not be part of a sample. */
const pathologicalByLength = new Map<number, { name: string; html: string }[]>();
function pathologicalOf(tools: ComparisonTools, length: number): { name: string; html: string }[] {
  let inputs = pathologicalByLength.get(length);
  if (!inputs) {
    inputs = tools.pathologicalInputs(length);
    pathologicalByLength.set(length, inputs);
  }
  return inputs;
}

/** The bench worker's fetch handler over `implementations` (by name). */
export function sanitizerBenchWorker(implementations: Readonly<Record<string, Sanitize>>, tools: ComparisonTools): ExportedHandler {
  return {
    async fetch(request) {
      if (request.method !== 'POST') return new Response('sanitizer bench worker');
      const { pathname } = new URL(request.url);
      if (pathname === '/pathological') {
        const { length } = pathologicalSchema.parse(await request.json());
        return Response.json(pathologicalOf(tools, length).map((input) => input.name));
      }
      if (pathname === '/divergence') {
        const { implementation, pages, examples } = divergenceSchema.parse(await request.json());
        const sanitize = implementations[implementation];
        if (!sanitize) return new Response(`no implementation ${implementation}`, { status: 400 });
        return Response.json(await divergence(sanitize, tools, pages, examples));
      }
      const run = runSchema.parse(await request.json());
      const sanitize = implementations[run.implementation];
      if (!sanitize) return new Response(`no implementation ${run.implementation}`, { status: 400 });
      const html = run.pathological ? (pathologicalOf(tools, run.pathological.length)[run.pathological.index]?.html ?? '') : run.html;
      let output = '';
      for (let i = 0; i < run.iterations; i++) output = await sanitize(html);
      return new Response(output);
    },
  };
}
