/**
 * @module CMS HTML made safe to render: the tokenizer (tokenizer.ts) reads it, the tree builder
 * (treeBuilder.ts) puts the allowed elements together as the browser would and writes them out; content of
 * dropped elements is followed by droppedContent.ts. The output holds nothing but allowed HTML elements,
 * quoted attributes and text without `<`, so the browser cannot read it as anything else. Why it is built
 * this way and why that is safe: docs/decisions/011, 016 and 017; its limits (input size, nesting, linear
 * time): 018.
 */
import { cmsPageHtmlMaxLength } from '../../domain/cms/cmsPageHtml';
import { DroppedContent } from './droppedContent';
import { type TagAttributes, tokenize } from './tokenizer';
import { TreeBuilder } from './treeBuilder';

/**
 * Elements kept, and the attributes each may keep. Maps, like every lookup here keyed by the input: a plain
 * object would answer `constructor` or `__proto__` from its prototype.
 */
const allowedElements: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'].map((name) => [name, []] as const),
  ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span', 'div'].map((name) => [name, []] as const),
  ['ul', []], ['ol', ['start']], ['li', []], ['dl', []], ['dt', []], ['dd', []],
  ['a', ['href', 'title']],
  ['img', ['src', 'alt', 'width', 'height', 'title']],
  ['figure', []], ['figcaption', []],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr'].map((name) => [name, []] as const),
  ['th', ['colspan', 'rowspan', 'scope']], ['td', ['colspan', 'rowspan']],
]);

/** The page's own title is its only h1: a heading of the content starts one level lower. */
const renamed: ReadonlyMap<string, string> = new Map([['h1', 'h2'], ['image', 'img']]);

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
  const url = trimControlsAndSpaces(value.replace(/[\t\n\r]/g, ''));
  // "//host" and "/\host" lead to another host without a scheme; leave them out rather than guess.
  if (/^[/\\]{2}/.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return /^[^:]*(?:[/?#]|$)/.test(url) ? url : null;
  return (kind === 'link' ? linkSchemes : imageSchemes).has(scheme) ? url : null;
}

/** `value` without C0 controls and spaces at either end; a loop, since a regex for the end would backtrack over every inner run of them. */
function trimControlsAndSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** Named character references decoded for URL checks; the browser also knows them without `;` (legacy). */
const namedReferences: ReadonlyMap<string, string> = new Map([['amp', '&'], ['AMP', '&'], ['lt', '<'], ['LT', '<'], ['gt', '>'], ['GT', '>'], ['quot', '"'], ['QUOT', '"']]);

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
  const out: string[] = [];
  // Characters that count for the URL's start: not tabs or newlines, not leading controls and spaces.
  let significant = 0;
  let settled = false;
  const append = (text: string) => {
    out.push(text);
    for (let k = 0; k < text.length && !settled; k++) {
      const c = text.charCodeAt(k);
      if (c === 0x09 || c === 0x0a || c === 0x0d || (significant === 0 && c <= 0x20)) continue;
      // A character outside the BMP counts once: its second half is skipped.
      if (c >= 0xdc00 && c <= 0xdfff && k > 0 && text.charCodeAt(k - 1) >= 0xd800 && text.charCodeAt(k - 1) <= 0xdbff) continue;
      significant += 1;
      if (c === 0x3a || c === 0x3f || c === 0x23 || ((c === 0x2f || c === 0x5c) && significant > 2)) settled = true;
    }
  };
  const reference = /&(?:#([xX])?([0-9a-fA-F]*)|([a-zA-Z][a-zA-Z0-9]*))/y;
  for (let i = 0; i < raw.length; ) {
    const ampersand = raw.indexOf('&', i);
    if (ampersand !== i) {
      // Text up to the next `&` is appended as one run.
      const end = ampersand === -1 ? raw.length : ampersand;
      append(raw.slice(i, end));
      i = end;
      continue;
    }
    reference.lastIndex = i;
    const match = reference.exec(raw);
    if (!match) {
      append('&');
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
    const known = name === undefined ? undefined : namedReferences.get(name);
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
  return out.join('');
}

function valueOf(attributes: TagAttributes, name: string): string | null {
  for (const [attribute, value] of attributes) if (attribute === name) return value;
  return null;
}

const noAttributes: [string, string][] = [];

/**
 * The allowed attributes of an element (read by name, in the allow-list's order), with URLs checked,
 * and what links and images always get.
 */
function cleanAttributes(name: string, allowed: readonly string[], written: TagAttributes): [string, string][] {
  // Most elements keep none: no new array for them (the tree builder never changes an element's attributes).
  if (name !== 'img' && (written.length === 0 || allowed.length === 0)) return noAttributes;
  const attributes: [string, string][] = [];
  let externalLink = false;
  for (const attribute of allowed) {
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

/** Input over the cap: the sanitizer does not read it (`cmsPageHtmlMaxLength`). */
export class CmsHtmlTooLargeError extends RangeError {
  override name = 'CmsHtmlTooLargeError';
}

/**
 * The CMS page's HTML with only allowed elements, attributes and URLs, balanced, escaped and nested at most
 * `maxOutputDepth` deep, in time linear in its length. Rejects with CmsHtmlTooLargeError when the input has
 * more than `cmsPageHtmlMaxLength` characters.
 */
export async function sanitizeCmsHtml(input: string): Promise<string> {
  if (input.length > cmsPageHtmlMaxLength) {
    throw new CmsHtmlTooLargeError(`CMS HTML of ${input.length} characters, over the ${cmsPageHtmlMaxLength} the sanitizer reads`);
  }
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
      const name = renamed.get(tagName) ?? tagName;
      const allowed = allowedElements.get(name);
      if (allowed) {
        tree.start(name, cleanAttributes(name, allowed, attributes));
        return 'data';
      }
      if (closesParagraphUnkept.has(name)) tree.closeParagraph();
      afterListing = name === 'listing';
      if (name === 'col' || name === 'colgroup') tree.tableColumns();
      if (droppedWithContent.has(name)) return dropping.start(name, attributes, selfClosing) ?? 'data';
      // Unknown wrappers: their content stays.
      return 'data';
    },
    endTag(tagName) {
      afterListing = false;
      if (dropping.active && dropping.end(tagName)) return;
      const name = renamed.get(tagName) ?? tagName;
      if (allowedElements.has(name)) tree.end(name);
    },
    cdataAllowed: () => dropping.cdataAllowed(),
  });
  return tree.serialize();
}
