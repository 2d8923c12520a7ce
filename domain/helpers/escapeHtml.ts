/**
 * @module The one HTML escaper for markup written as strings: the document head, generated SVG,
 * and the demo CMS pages.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML text and double- or single-quoted attribute values.
 * @example escapeHtml(`<a href='x'>`) // '&lt;a href=&#39;x&#39;&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] ?? ch);
}
