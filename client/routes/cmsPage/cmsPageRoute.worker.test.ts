import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { metaOf, titleOf } from '../../../worker/test/pageHtml';
import { pageOn, breadcrumbNames } from '../../../worker/test/routePages';

describe('/oldal/{id}', () => {
  it('shows the sanitized page titled by its menu entry, described by its first words', async () => {
    const { status, html } = await pageOn('immo1', '/oldal/1');
    expect(status).toBe(200);
    expect(titleOf(html)).toBe('Rólunk');
    expect(metaOf(html, 'description')).toMatch(/^Az Immo1 Ingatlanhálózatról Az Immo1 2008 óta/);
    expect(html).toContain('<h2>Az Immo1 Ingatlanhálózatról</h2>');
    expect(breadcrumbNames(html).map((c) => c.name)).toEqual(['Főoldal', 'Rólunk']);
  });

  it('removes scripts, handlers and javascript: links from CMS HTML and keeps the content', async () => {
    await env.DB.prepare('UPDATE cms_pages SET content_html = ? WHERE id = 1')
      .bind('<p>Szöveg</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="jav&#x09;ascript:alert(1)">link</a><a href="https://www.example.hu">külső</a>')
      .run();
    const { html } = await pageOn('immo1', '/oldal/1');
    expect(html).toContain('<p>Szöveg</p><img src="x" alt="" loading="lazy"><a>link</a><a href="https://www.example.hu" rel="noopener noreferrer" target="_blank">külső</a>');
    expect(html).not.toContain('alert(1)');
  });

  it('shows its title once when the CMS content opens with it (the menu label or the page title)', async () => {
    for (const opening of ['<h1>Rólunk</h1>', '<h2> rólunk </h2>', '<h3>Az Immo1 Ingatlanhálózatról</h3>']) {
      await env.DB.prepare("UPDATE cms_pages SET title = 'Az Immo1 Ingatlanhálózatról', content_html = ? WHERE id = 1").bind(`${opening}<p>Szöveg</p>`).run();
      const { html } = await pageOn('immo1', '/oldal/1');
      expect(html, opening).toContain('<p>Szöveg</p>');
      expect(html, opening).not.toMatch(/<h[2-6]>\s*(Rólunk|rólunk|Az Immo1 Ingatlanhálózatról)\s*<\/h[2-6]>/);
    }
  });

  it('is not found for another site\'s page', async () => {
    expect((await pageOn('immo1', '/oldal/7')).status).toBe(404);
    expect((await pageOn('budapest13', '/oldal/7')).status).toBe(200);
  });
});
