/**
 * @module CMS HTML made safe to render: the tokenizer (tokenizer.ts) reads it, the tree builder
 * (treeBuilder.ts) puts the allowed elements together as the browser would and writes them out; content of
 * dropped elements is followed by droppedContent.ts. The output holds nothing but allowed HTML elements,
 * quoted attributes and text without `<`, so the browser cannot read it as anything else. Why it is built
 * this way and why that is safe: docs/decisions/011, 016 and 017.
 */
import { DroppedContent } from './droppedContent';
import { type TagAttributes, tokenize } from './tokenizer';
import { TreeBuilder } from './treeBuilder';

/** Elements kept, and the attributes each may keep. */
const allowedElements: Readonly<Record<string, readonly string[]>> = {
  h2: [], h3: [], h4: [], h5: [], h6: [],
  p: [], br: [], hr: [], blockquote: [], pre: [], code: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], small: [], sub: [], sup: [], mark: [], span: [], div: [],
  ul: [], ol: ['start'], li: [], dl: [], dt: [], dd: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  figure: [], figcaption: [],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'],
};

/** The page's own title is its only h1: a heading of the content starts one level lower. */
const renamed: Readonly<Record<string, string>> = { h1: 'h2', image: 'img' };

/**
 * Elements removed with everything inside them: code, embedded or foreign content, forms, document metadata.
 * Not <head>: in content the browser ignores its tags (a pasted document often never closes it).
 */
const droppedWithContent = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select',
  'option', 'optgroup', 'datalist', 'textarea', 'svg', 'math', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title',
  'meta', 'link', 'base', 'audio', 'video', 'source', 'track', 'canvas', 'portal', 'slot', 'dialog', 'param', 'map', 'area',
]);

/** Start tags of elements not kept (unknown wrappers or dropped) that close an open <p> in the browser all the same. */
const closesParagraphUnkept = new Set([
  'address', 'article', 'aside', 'center', 'details', 'dialog', 'dir', 'fieldset', 'footer', 'header', 'hgroup', 'listing', 'main', 'menu', 'nav',
  'search', 'section', 'summary', 'form', 'plaintext', 'xmp',
]);

/** Schemes a link may use; an image only http(s). A URL without a scheme is relative to the site. */
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const imageSchemes = new Set(['http', 'https']);

/**
 * The URL if it is safe where it stands, else null. It must get the decoded value (`decodedUrl`), as
 * the browser reads it; it ignores tabs and newlines inside and control characters and spaces around
 * a URL, as the URL standard says.
 * @example safeUrl('jav\tascript:alert(1)', 'link') // null
 */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // "//host" and "/\host" lead to another host without a scheme; leave them out rather than guess.
  if (/^[/\\]{2}/.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[^:]*(?:[/?#]|$)/.test(url) ? url : null;
  return (kind === 'link' ? linkSchemes : imageSchemes).has(scheme) ? url : null;
}

/** Named character references decoded for URL checks; the browser also knows them without `;` (legacy). */
const namedReferences: Readonly<Record<string, string>> = { amp: '&', AMP: '&', lt: '<', LT: '<', gt: '>', GT: '>', quot: '"', QUOT: '"' };

/**
 * A numeric character reference's character, as far as a URL check needs: exact below 0x80; above,
 * any non-ASCII character serves (the standard's Windows-1252 substitutes for 0x80–0x9F are non-ASCII too).
 */
function numericReference(digits: string, hex: boolean): string {
  const code = Number.parseInt(digits, hex ? 16 : 10);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/**
 * An attribute value as written (the tokenizer does not decode it) decoded as far as a URL check needs,
 * or null when it cannot tell: numeric references and `&amp;`, `&lt;`, `&gt;`, `&quot;` are decoded as
 * the browser decodes them in attributes; any other named reference before the URL's scheme and host
 * are settled (a `:`, `?` or `#`, or a slash that is not one of its first two characters) makes it
 * null, since it could spell part of a scheme or a slash (`&colon;`, `&Tab;`, `&sol;`). After that
 * point neither depends on it, and it stays as written.
 */
export function decodedUrl(raw: string): string | null {
  // Without `&` there is no reference: the value is the URL (the common case, without the work below).
  if (!raw.includes('&')) return raw;
  let out = '';
  // Characters that count for the URL's start: not tabs or newlines, not leading controls and spaces.
  let significant = 0;
  let settled = false;
  const append = (text: string) => {
    for (const char of text) {
      out += char;
      if (/[\t\n\r]/.test(char) || (significant === 0 && char <= ' ')) continue;
      significant += 1;
      if (/[:?#]/.test(char) || (/[/\\]/.test(char) && significant > 2)) settled = true;
    }
  };
  const reference = /&(?:#([xX])?([0-9a-fA-F]*)|([a-zA-Z][a-zA-Z0-9]*))/y;
  for (let i = 0; i < raw.length; ) {
    reference.lastIndex = i;
    const match = raw[i] === '&' ? reference.exec(raw) : null;
    if (!match) {
      append(raw[i] ?? '');
      i += 1;
      continue;
    }
    const [, hexMark, digits, name] = match;
    if (digits !== undefined) {
      const start = i + (hexMark ? 3 : 2);
      const valid = (hexMark ? /^[0-9a-fA-F]+/ : /^[0-9]+/).exec(digits)?.[0];
      if (valid === undefined) {
        // "&#" or "&#x" without digits stays as written.
        append(raw.slice(i, start));
        i = start;
        continue;
      }
      append(numericReference(valid, Boolean(hexMark)));
      i = start + valid.length + (raw[start + valid.length] === ';' ? 1 : 0);
      continue;
    }
    const after = i + 1 + (name ?? '').length;
    const known = name === undefined ? undefined : namedReferences[name];
    if (known !== undefined && raw[after] === ';') {
      append(known);
      i = after + 1;
    } else if (known !== undefined) {
      // Without `;`, a legacy reference followed by `=` or an alphanumeric stays as written in attributes.
      append(/[=a-zA-Z0-9]/.test(raw[after] ?? '') ? raw.slice(i, after) : known);
      i = after;
    } else if (!settled) {
      return null;
    } else {
      append(raw.slice(i, after));
      i = after;
    }
  }
  return out;
}

function valueOf(attributes: TagAttributes, name: string): string | null {
  for (const [attribute, value] of attributes) if (attribute === name) return value;
  return null;
}

/**
 * The allowed attributes of an element (read by name, in the allow-list's order), with URLs checked,
 * and what links and images always get.
 */
function cleanAttributes(name: string, written: TagAttributes): [string, string][] {
  const attributes: [string, string][] = [];
  let externalLink = false;
  for (const attribute of allowedElements[name] ?? []) {
    // Every image gets a text alternative, empty when the CMS has none.
    const value = valueOf(written, attribute) ?? (name === 'img' && attribute === 'alt' ? '' : null);
    if (value === null) continue;
    if (attribute === 'href' || attribute === 'src') {
      const decoded = decodedUrl(value);
      const url = decoded === null ? null : safeUrl(decoded, attribute === 'href' ? 'link' : 'image');
      if (url === null) continue;
      if (attribute === 'href' && /^https?:/i.test(url)) externalLink = true;
    }
    attributes.push([attribute, value]);
  }
  if (name === 'a' && externalLink) attributes.push(['rel', 'noopener noreferrer'], ['target', '_blank']);
  if (name === 'img') attributes.push(['loading', 'lazy']);
  return attributes;
}

/** The CMS page's HTML with only allowed elements, attributes and URLs, balanced and escaped. */
export async function sanitizeCmsHtml(input: string): Promise<string> {
  const tree = new TreeBuilder();
  const dropping = new DroppedContent();
  // The browser reads CR LF and CR as LF before it tokenizes.
  // The browser drops a newline right after <listing>'s start tag (as after <pre>'s: the tree builder's).
  let afterListing = false;
  tokenize(input.includes('\r') ? input.replace(/\r\n?/g, '\n') : input, {
    text(raw) {
      if (!dropping.active) tree.text(afterListing && raw.startsWith('\n') ? raw.slice(1) : raw);
      afterListing = false;
    },
    startTag(tagName, attributes, selfClosing) {
      afterListing = false;
      if (dropping.active) {
        const model = dropping.start(tagName, attributes, selfClosing);
        if (model !== null) return model;
      }
      const name = renamed[tagName] ?? tagName;
      if (closesParagraphUnkept.has(name)) tree.closeParagraph();
      afterListing = name === 'listing';
      if (name === 'col' || name === 'colgroup') tree.tableColumns();
      if (droppedWithContent.has(name)) return dropping.start(name, attributes, selfClosing) ?? 'data';
      // Unknown wrappers: their content stays.
      if (allowedElements[name] !== undefined) tree.start(name, cleanAttributes(name, attributes));
      return 'data';
    },
    endTag(tagName) {
      afterListing = false;
      if (dropping.active && dropping.end(tagName)) return;
      const name = renamed[tagName] ?? tagName;
      if (allowedElements[name] !== undefined) tree.end(name);
    },
    cdataAllowed: () => dropping.cdataAllowed(),
  });
  return tree.serialize();
}
