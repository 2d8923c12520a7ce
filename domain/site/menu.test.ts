import { describe, expect, it } from 'vitest';
import { buildMenus, buyOrSellItem, defaultMenuEntries, entryForPath, type MenuEntry, visibleEntries } from './menu';

const siteUrl = 'https://szeged.example.hu';
const franchise = { unitType: 'franchise', office_id: null, isPageImmo1: false, siteUrl } as const;
const office = { unitType: 'office', office_id: 42, isPageImmo1: false, siteUrl } as const;
const immo1 = { unitType: 'franchise', office_id: null, isPageImmo1: true, siteUrl } as const;

const entry = (label: string, url: string, group: string | null): MenuEntry => ({ label, url, group, hidden: false, blank: false });

describe('defaultMenuEntries', () => {
  it('starts with the hidden home entry and the property search', () => {
    const [home, search] = defaultMenuEntries(franchise);
    expect(home).toMatchObject({ label: 'Főoldal', url: '/', hidden: true });
    expect(search).toMatchObject({ label: 'Ingatlankínálat', url: '/kereses', hidden: false });
  });

  it('shows Irodáink only on franchise sites', () => {
    expect(defaultMenuEntries(franchise).map((e) => e.label)).toContain('Irodáink');
    expect(defaultMenuEntries(office).map((e) => e.label)).not.toContain('Irodáink');
  });

  it('shows Irodánk only on office sites, linking the site office id under /irodanyitas', () => {
    const irodank = defaultMenuEntries(office).find((e) => e.label === 'Irodánk');
    expect(irodank).toMatchObject({ url: '/iroda/42', group: '/irodanyitas' });
    expect(defaultMenuEntries(franchise).find((e) => e.label === 'Irodánk')).toBeUndefined();
  });

  it('adds the Franchise and Karrier links, opening in a new tab, only on immo1', () => {
    const external = defaultMenuEntries(immo1).filter((e) => e.blank);
    expect(external.map((e) => e.label)).toEqual(['Franchise', 'Karrier']);
    for (const e of external) expect(e.url).toMatch(/^https:\/\//);
    expect(defaultMenuEntries(franchise).filter((e) => e.blank)).toEqual([]);
  });
});

describe('buildMenus', () => {
  it('leaves out a CMS entry whose link a browser reads as another host, keeping written-out https links', () => {
    const menus = buildMenus(franchise, [
      entry('Gonosz', '//evil.example/', 'main'),
      entry('Rejtett', '/\\evil.example/x', 'footer'),
      entry('Szkript', 'javascript:alert(1)', 'main'),
      entry('Partner', 'https://partner.example.hu/', 'main'),
      entry('Rólunk', '/oldal/1', 'main'),
    ]);
    const urls = [...menus.menuEntries, ...menus.footerMenuEntries].map((e) => e.url);
    expect(urls).toEqual(expect.arrayContaining(['https://partner.example.hu/', '/oldal/1']));
    expect(urls.filter((url) => url.includes('evil') || url.startsWith('javascript'))).toEqual([]);
  });

  const server = [entry('Rólunk', '/oldal/1', 'main'), entry('Adatvédelem', '/oldal/2', 'footer'), entry('Hitel', '/oldal/3', null)];

  it('puts server entries of group footer in the footer and the rest after the defaults', () => {
    const menus = buildMenus(franchise, server);
    expect(menus.menuEntries.map((e) => e.label)).toEqual(['Főoldal', 'Ingatlankínálat', 'Irodáink', 'Rólunk', 'Hitel']);
    expect(menus.footerMenuEntries.map((e) => e.label)).toEqual(['Adatvédelem']);
  });

  it('uses the default menu and an empty footer when the menu call failed', () => {
    const menus = buildMenus(office, null);
    expect(menus.menuEntries).toEqual(defaultMenuEntries(office));
    expect(menus.footerMenuEntries).toEqual([]);
  });

  it('keeps the group of every server entry, and hidden ones stay hidden', () => {
    const hidden = { ...entry('Belső', '/oldal/9', 'main'), hidden: true };
    const menus = buildMenus(office, [entry('Irodanyitás', '/irodanyitas', 'main'), hidden]);
    expect(menus.menuEntries.find((e) => e.url === '/irodanyitas')?.group).toBe('main');
    expect(menus.menuEntries).toContainEqual(hidden);
    expect(visibleEntries(menus.menuEntries).map((e) => e.url)).not.toContain('/oldal/9');
  });

  it('does not repeat a default entry the server sends again', () => {
    const menus = buildMenus(franchise, [entry('Ingatlankínálat', '/kereses', 'main')]);
    expect(menus.menuEntries.filter((e) => e.url === '/kereses')).toHaveLength(1);
  });
});

describe('buyOrSellItem', () => {
  it('is the main item "Eladna vagy vásárolna?" on the home page', () => {
    expect(buyOrSellItem).toEqual({ label: 'Eladna vagy vásárolna?', url: '/' });
  });
});

describe('visibleEntries and entryForPath', () => {
  it('leaves hidden entries out and finds an entry by its url in either menu', () => {
    const menus = buildMenus(franchise, [entry('Adatvédelem', '/oldal/2', 'footer')]);
    expect(visibleEntries(menus.menuEntries).map((e) => e.url)).not.toContain('/');
    expect(entryForPath(menus, '/oldal/2')?.label).toBe('Adatvédelem');
    expect(entryForPath(menus, '/nincs')).toBeUndefined();
  });
});
