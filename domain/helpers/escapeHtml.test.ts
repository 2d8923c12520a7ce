import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute, the apostrophe too', () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe('&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;');
  });

  it('leaves Hungarian letters and other text alone', () => {
    expect(escapeHtml('Árvíztűrő tükörfúrógép, 49,9 M Ft')).toBe('Árvíztűrő tükörfúrógép, 49,9 M Ft');
  });
});
