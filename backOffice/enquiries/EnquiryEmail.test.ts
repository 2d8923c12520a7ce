import { describe, expect, it } from 'vitest';
import { type EnquiryEmailData, enquiryEmailHtml, enquiryEmailSubject, enquiryEmailText } from './EnquiryEmail';

const data: EnquiryEmailData = {
  siteName: 'Immo1 Budapest XIII. kerület',
  siteUrl: 'https://budapest13.example.hu',
  primaryColor: '#114b3c',
  secondaryColor: '#c9a227',
  logoUrl: 'https://budapest13.example.hu/media/logo.svg',
  listing: { id: 12, name: 'Napfényes lakás & kert', priceLabel: '49,9 M Ft', place: 'Budapest, XIII. kerület', url: 'https://budapest13.example.hu/ingatlan/12', pictureUrl: 'https://budapest13.example.hu/media/p/12.svg' },
  visitor: { name: '<img src=x onerror=alert(1)>', email: 'anna@example.hu', phone: null, message: 'Első sor\n</td><script>alert(1)</script>' },
};

describe('the enquiry e-mail', () => {
  it('renders one HTML document in the tenant’s colours with the listing’s picture, title, price and link', async () => {
    const html = await enquiryEmailHtml(data);
    expect(html.match(/<!DOCTYPE html>/gi)).toHaveLength(1);
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('background-color:#114b3c');
    expect(html).toContain('src="https://budapest13.example.hu/media/p/12.svg"');
    expect(html).toContain('href="https://budapest13.example.hu/ingatlan/12"');
    expect(html).toContain('Napfényes lakás &amp; kert');
    expect(html).toContain('49,9 M Ft');
    expect(html).toContain('nem adta meg');
  });

  it('escapes everything the visitor wrote', async () => {
    const html = await enquiryEmailHtml(data);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/td&gt;&lt;script&gt;');
  });

  it('says the same in plain text, and names the listing in the subject', () => {
    expect(enquiryEmailText(data)).toContain('Hirdetés: https://budapest13.example.hu/ingatlan/12');
    expect(enquiryEmailText(data)).toContain('Telefon: nem adta meg');
    // The article the site's name is read with, never "a(z)".
    expect(enquiryEmailText(data)).toContain('Új érdeklődés érkezett az Immo1 Budapest XIII. kerület oldalán.');
    expect(enquiryEmailText({ ...data, siteName: 'Lakáspont' })).toContain('érkezett a Lakáspont oldalán.');
    expect(enquiryEmailSubject(data)).toBe('Új érdeklődés: Napfényes lakás & kert (12.)');
  });
});
