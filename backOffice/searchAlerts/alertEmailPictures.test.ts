import { describe, expect, it } from 'vitest';
import { confirmEmailHtml, digestEmailHtml } from './AlertEmails';

const site = { siteName: 'Immo1', siteUrl: 'https://immo1.example.hu', primaryColor: '#0b3d5c', secondaryColor: '#b79267', logoUrl: 'https://immo1.example.hu/media/logo.svg?label=Immo1&color=0b3d5c&accent=b79267' };

/** The addresses of an HTML part's pictures. */
const pictures = (html: string) => [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

describe('the alert e-mails’ pictures', () => {
  it('name the raster form of a drawn picture (the logo a PNG, a listing a JPEG), since mail clients show no SVG', async () => {
    const digest = await digestEmailHtml({
      site,
      listings: [{ name: 'Lakás', url: 'https://immo1.example.hu/ingatlan/1', pictureUrl: 'https://immo1.example.hu/media/property.svg?seed=1&type=1', priceLabel: '49,9 M Ft', newsLabel: 'Új', facts: '54 m²' }],
      more: 0,
      search: 'Minden eladó ingatlan',
      searchUrl: 'https://immo1.example.hu/kereses',
      unsubscribeUrl: 'https://immo1.example.hu/ertesites/leiratkozas?t=a',
      manageUrl: 'https://immo1.example.hu/ertesites/kezeles?t=b',
    });
    expect(pictures(digest)).toEqual(['https://immo1.example.hu/media/logo.png?label=Immo1&color=0b3d5c&accent=b79267', 'https://immo1.example.hu/media/property.jpg?seed=1&type=1']);
    const confirm = await confirmEmailHtml({ site, frequency: 'daily', search: 'Minden eladó ingatlan', searchUrl: 'https://immo1.example.hu/kereses', confirmUrl: 'https://immo1.example.hu/ertesites/megerosites?t=c', unsubscribeUrl: 'https://immo1.example.hu/ertesites/leiratkozas?t=d' });
    expect(pictures(confirm)).toEqual(['https://immo1.example.hu/media/logo.png?label=Immo1&color=0b3d5c&accent=b79267']);
  });
});
