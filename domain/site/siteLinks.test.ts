import { describe, expect, it } from 'vitest';
import { isSitePath, linkTarget, pictureAddress } from './siteLinks';

const origin = 'https://immo1.example.hu';

describe('linkTarget', () => {
  it('keeps paths of the site on the site', () => {
    for (const path of ['/', '/oldal/1', '/kereses?sale_status=1', '/media/logo.svg?label=Immo1&color=000000&accent=b79267']) {
      expect(linkTarget(path, origin), path).toEqual({ kind: 'site', href: path });
    }
  });

  it('refuses a path that a browser reads as another host: //evil.example/ and /\\evil.example/x.svg', () => {
    for (const address of ['//evil.example/', '/\\evil.example/x.svg', '\\\\evil.example/x', '/\t/evil.example/', ' //evil.example/', '/\n/evil.example/']) {
      expect(linkTarget(address, origin), JSON.stringify(address)).toEqual({ kind: 'refused' });
    }
  });

  it('takes a written-out https address elsewhere as external, and refuses other schemes', () => {
    expect(linkTarget('https://franchise.immo1.hu/', origin)).toEqual({ kind: 'external', href: 'https://franchise.immo1.hu/' });
    for (const address of ['http://evil.example/', 'javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.hu']) expect(linkTarget(address, origin).kind, address).toBe('refused');
  });

  it('counts an absolute address with the site’s own origin as the site’s', () => {
    expect(linkTarget('https://immo1.example.hu/kereses', origin)).toEqual({ kind: 'site', href: 'https://immo1.example.hu/kereses' });
  });
});

describe('isSitePath', () => {
  it('is true only for a path that stays on the site, whatever origin it is read against', () => {
    expect(isSitePath('/oldal/2')).toBe(true);
    expect(isSitePath('//evil.example/')).toBe(false);
    expect(isSitePath('/\\evil.example/x.svg')).toBe(false);
    expect(isSitePath('https://immo1.example.hu/', origin)).toBe(false);
  });
});

describe('pictureAddress', () => {
  it('keeps a site path or an https picture and drops one that leaves the site otherwise', () => {
    expect(pictureAddress('/media/logo.svg?label=X', origin)).toBe('/media/logo.svg?label=X');
    expect(pictureAddress('https://cdn.example.hu/logo.png', origin)).toBe('https://cdn.example.hu/logo.png');
    expect(pictureAddress('/\\evil.example/x.svg', origin)).toBeNull();
    expect(pictureAddress(null, origin)).toBeNull();
  });
});
