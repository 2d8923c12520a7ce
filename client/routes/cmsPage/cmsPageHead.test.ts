import { describe, expect, it } from 'vitest';
import { demoTenants, headArgs, site, tenant } from '../../../domain/heads/test/headTestSites';
import { head, textExcerpt } from './cmsPageHead';

describe('the head of /oldal/{id}', () => {
  it('titles a CMS page by its menu entry and describes it by its first words', () => {
    const menus = { menuEntries: [{ label: 'Rólunk', url: '/oldal/1', group: 'main', hidden: false, blank: false }], footerMenuEntries: [] };
    const page = { id: 1, title: 'Saját cím', content_html: '<h2>Rólunk</h2><p>Az Immo1 &amp; társai</p>', updated_at: '2026-01-01T00:00:00Z' };
    const cmsPageHead = head(headArgs(site, '/oldal/1', page, menus));
    expect(cmsPageHead.title).toBe('Rólunk');
    expect(cmsPageHead.description).toBe('Rólunk Az Immo1 & társai');
  });
});

describe('textExcerpt', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    expect(textExcerpt('<p>egy kettő három négy</p>', 12)).toBe('egy kettő…');
    expect(textExcerpt('<p>rövid</p>', 12)).toBe('rövid');
  });
});

describe.each(demoTenants)('the head of /oldal/{id} on $subdomain', (demo) => {
  const { site, menus } = tenant(demo);

  it('titles /oldal/{id} by the menu or footer entry with its URL, else by the page title', () => {
    expect(head(headArgs(site, demo.menuPage.url, { title: 'A CMS címe', content_html: '<p>Tartalom</p>' }, menus)).title).toBe(demo.menuPage.label);
    expect(head(headArgs(site, '/oldal/999', { title: 'A CMS címe', content_html: '<p>Tartalom</p>' }, menus)).title).toBe('A CMS címe');
  });
});
