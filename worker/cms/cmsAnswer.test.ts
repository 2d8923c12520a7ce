import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { embeddedCms } from '../../backOffice/cms/embeddedCms';
import { inProcessRequest } from './cmsAnswer';
import { CmsError, cmsClientOver, cmsRequest } from './cmsClient';

const immo1 = { type: 'franchise', id: 1 } as const;

describe('cmsAnswer: built-in CMS answers handed over in-process', () => {
  it('hands the site’s own in-process call the data as built, with no JSON written, the same data its JSON answer carries', async () => {
    const answers: Response[] = [];
    const cms = cmsClientOver(async (request) => {
      const answer = await embeddedCms.fetch(inProcessRequest(request), env);
      answers.push(answer);
      return answer;
    });
    const property = await cms.property({ id: 1, unit: immo1 });
    expect(answers[0]?.body).toBeNull();
    const overHttp = await embeddedCms.fetch(cmsRequest('property', { id: 1, unit: immo1 }), env);
    expect(overHttp.headers.get('content-type')).toMatch(/^application\/json/);
    expect(property).toEqual(z.object({ data: z.unknown() }).parse(await overHttp.json()).data);
  });

  it('still reads any other answer as JSON and checks it with the call’s schema', async () => {
    const cms = cmsClientOver(async () => new Response(JSON.stringify({ data: { id: 'not a listing' } }), { headers: { 'content-type': 'application/json' } }));
    await expect(cms.property({ id: 1, unit: immo1 })).rejects.toThrow(CmsError);
  });
});
