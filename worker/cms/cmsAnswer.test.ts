import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { embeddedCms } from './api';
import { CmsError, cmsClientOver } from './cmsClient';

const immo1 = { type: 'franchise', id: 1 } as const;

describe('cmsAnswer: built-in CMS answers handed over in-process', () => {
  it('gives the site’s client the data as built, its JSON never read, and the JSON says the same', async () => {
    const answers: Response[] = [];
    const cms = cmsClientOver(async (request) => {
      const answer = await embeddedCms.fetch(request, env);
      answers.push(answer);
      return answer;
    });
    const property = await cms.property({ id: 1, unit: immo1 });
    const [answer] = answers;
    expect(answer?.bodyUsed).toBe(false);
    const json = z.object({ data: z.unknown() }).parse(await answer?.json());
    expect(property).toEqual(json.data);
  });

  it('still reads any other answer as JSON and checks it with the call’s schema', async () => {
    const cms = cmsClientOver(async (request) => {
      const answer = await embeddedCms.fetch(request, env);
      // A copy, as an upstream CMS would send it: not the built-in CMS's own response.
      return new Response(JSON.stringify({ data: { id: 'not a listing' } }), answer);
    });
    await expect(cms.property({ id: 1, unit: immo1 })).rejects.toThrow(CmsError);
  });
});
