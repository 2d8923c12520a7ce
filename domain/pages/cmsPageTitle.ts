/**
 * @module A CMS page prints its title as its heading; content written in the CMS often opens with the
 * same title again ("<h2>Impresszum</h2>…"). This finds and drops that opening heading, so the page
 * shows its title once.
 */

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A heading's words as a reader sees them: tags dropped, the common entities read, spaces and case evened out. */
function headingText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (whole, name: string) => entities[name.toLowerCase()] ?? whole)
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('hu');
}

/**
 * The content without its opening heading (h1 to h6) when that heading says the page's title.
 * @example withoutRepeatedTitle('<h2>Impresszum</h2><p>Üzemeltető: …</p>', 'Impresszum') // '<p>Üzemeltető: …</p>'
 * @example withoutRepeatedTitle('<h2>Miért a Lakáspont?</h2><p>…</p>', 'Miért mi?') // unchanged
 */
export function withoutRepeatedTitle(contentHtml: string, title: string): string {
  const opening = /^\s*<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1\s*>\s*/i.exec(contentHtml);
  if (!opening?.[2] || headingText(opening[2]) !== headingText(title)) return contentHtml;
  return contentHtml.slice(opening[0].length);
}
