/**
 * @module The worker `npm run bench:sanitizer` runs in workerd (scripts/bench-sanitizer.ts bundles it; build.mjs
 * never does): POST /run sanitizes one page a given number of times with one of the implementations it was
 * built with and answers the output, so the bench can read the workerd's CPU around the request.
 */
import { parseFragment, serialize } from 'parse5';
import * as z from 'zod/mini';

/** A sanitizer the bench compares: the current one, one from another commit, or parse5's parse and serialize. */
export type Sanitize = (html: string) => string | Promise<string>;

const runSchema = z.object({ implementation: z.string(), html: z.string(), iterations: z.number().check(z.int(), z.minimum(0)) });
const outputsSchema = z.object({ implementation: z.string(), inputs: z.array(z.string()) });

/** parse5 reading the page as the browser does and writing it back: the floor of the parse5 sanitizer of decision 011. */
export const parse5Reference: Sanitize = (html) => serialize(parseFragment(html));

/**
 * The bench worker's fetch handler over `implementations` (by name): POST /run times one page, POST /outputs
 * answers one implementation's output for each of many inputs (JSON), for the comparison of trees.
 */
export function sanitizerBenchWorker(implementations: Readonly<Record<string, Sanitize>>): ExportedHandler {
  return {
    async fetch(request) {
      if (request.method !== 'POST') return new Response('sanitizer bench worker');
      if (new URL(request.url).pathname === '/outputs') {
        const { implementation, inputs } = outputsSchema.parse(await request.json());
        const sanitize = implementations[implementation];
        if (!sanitize) return new Response(`no implementation ${implementation}`, { status: 400 });
        const outputs: string[] = [];
        for (const input of inputs) outputs.push(await sanitize(input));
        return Response.json(outputs);
      }
      const run = runSchema.parse(await request.json());
      const sanitize = implementations[run.implementation];
      if (!sanitize) return new Response(`no implementation ${run.implementation}`, { status: 400 });
      let output = '';
      for (let i = 0; i < run.iterations; i++) output = await sanitize(run.html);
      return new Response(output);
    },
  };
}
