import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { metaOf, titleOf } from '../../../worker/test/pageHtml';
import { pageOn, pageData, jsonLdNode, breadcrumbNames, agentOf } from '../../../worker/test/routePages';

describe('/uzletkoto/{id}', () => {
  it('shows the agent with photo, introduction, phone, e-mail, office and listings, titled by the full name, shared with the agent card (the demo banner is an SVG)', async () => {
    const agent = await agentOf(16);
    const { status, html } = await pageOn('immo1', `/uzletkoto/${agent.id}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(agent.fullname);
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^http://immo1\\.localhost/share-card/agent/${agent.id}\\.png\\?v=[0-9a-f]{16}$`));
    expect(metaOf(html, 'og:image:alt')).toBe(`${agent.fullname} értékesítő fényképe, Immo1 Győr – Immo1 Ingatlanhálózat`);
    expect(html).toContain(`href="tel:${agent.phone.replace(/[^+\d]/g, '')}"`);
    expect(html).toMatch(/href="mailto:[^"]+@immo1\.example"/);
    expect(html).toContain('href="/iroda/16"');
    expect(html).toContain(`src="/media/person.svg?seed=${agent.id}"`);
    const { sales_man_profile: profile } = await pageData(html, 'agent');
    expect(profile.introduction).toBeTruthy();
    expect(html).toContain(profile.introduction ?? '');
  });

  it('writes the agent as a Person working for the office, and the crumbs Főoldal › Irodáink › office › agent', async () => {
    const agent = await agentOf(16);
    const { html } = await pageOn('immo1', `/uzletkoto/${agent.id}`);
    const person = z
      .looseObject({ name: z.string(), telephone: z.string(), image: z.string(), url: z.string(), worksFor: z.looseObject({ '@type': z.literal('RealEstateAgent'), name: z.string(), url: z.string() }) })
      .parse(jsonLdNode(html, 'Person'));
    expect(person).toMatchObject({ name: agent.fullname, telephone: agent.phone, image: `http://immo1.localhost/media/person.svg?seed=${agent.id}` });
    expect(person.worksFor).toMatchObject({ name: 'Immo1 Győr', url: 'http://immo1.localhost/iroda/16' });
    expect(breadcrumbNames(html).map((c) => c.name)).toEqual(['Főoldal', 'Irodáink', 'Immo1 Győr', agent.fullname]);
  });

  it('keeps CMS text from breaking out of the JSON-LD script', async () => {
    const agent = await agentOf(16);
    const hostile = 'Bemutatkozás </script><script>alert(1)</script> <!-- vége';
    await env.DB.prepare('UPDATE sales_man_profiles SET introduction = ? WHERE agent_id = ?').bind(hostile, agent.id).run();
    const { html } = await pageOn('immo1', `/uzletkoto/${agent.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(z.looseObject({ description: z.string() }).parse(jsonLdNode(html, 'Person')).description).toBe(hostile);
  });

  it('is not found for another office\'s agent on an office site, another network\'s agent, or a malformed id', async () => {
    const own = await agentOf(13);
    const sameNetwork = await agentOf(12);
    const otherNetwork = await agentOf(21);
    expect((await pageOn('budapest13', `/uzletkoto/${own.id}`)).status).toBe(200);
    expect((await pageOn('budapest13', `/uzletkoto/${sameNetwork.id}`)).status).toBe(404);
    expect((await pageOn('immo1', `/uzletkoto/${otherNetwork.id}`)).status).toBe(404);
    for (const id of ['0', '-5', '12a', '1e2']) expect((await pageOn('immo1', `/uzletkoto/${id}`)).status, id).toBe(404);
  });
});
