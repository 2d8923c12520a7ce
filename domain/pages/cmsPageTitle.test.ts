import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './cmsPageTitle';

describe('withoutRepeatedTitle', () => {
  it('drops an opening heading that says the page’s title, whatever its level, case, spacing or markup', () => {
    expect(withoutRepeatedTitle('<h2>Impresszum</h2><p>Üzemeltető</p>', 'Impresszum')).toBe('<p>Üzemeltető</p>');
    expect(withoutRepeatedTitle('\n<h1 class="x">  CSAPATUNK </h1>\n<p>a</p>', 'Csapatunk')).toBe('<p>a</p>');
    expect(withoutRepeatedTitle('<h3><strong>Kapcsolat</strong></h3><ul></ul>', 'Kapcsolat')).toBe('<ul></ul>');
    expect(withoutRepeatedTitle('<h2>Adás&amp;vétel</h2><p>a</p>', 'Adás&vétel')).toBe('<p>a</p>');
  });

  it('keeps content that opens otherwise: another heading, a paragraph, or the title further down', () => {
    for (const html of ['<h2>Miért a Lakáspont?</h2><p>a</p>', '<p>Impresszum</p>', '<p>a</p><h2>Impresszum</h2>', '']) {
      expect(withoutRepeatedTitle(html, 'Impresszum')).toBe(html);
    }
    expect(withoutRepeatedTitle('<h2>Miért a Lakáspont?</h2>', 'Miért mi?')).toBe('<h2>Miért a Lakáspont?</h2>');
  });
});
