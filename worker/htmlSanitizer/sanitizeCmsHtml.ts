/**
 * @module CMS HTML made safe to render: the HTML standard's tokenizer (tokenizer.ts)
 * reads it, and the sanitizer builds a new tree of allowed elements from its tokens and writes every
 * tag and attribute itself, text escaped, tags balanced. Its output holds nothing but allowed HTML elements, quoted attributes and text without
 * `<`, so the browser cannot read it as anything else (no raw text, no foreign content, no comments:
 * no mutation XSS), whatever the input was. Why this and not parse5 or HTMLRewriter: docs/decisions/016
 * and 017; the argument for its safety and its tests: docs/decisions/011, 016 and 017.
 */
import { type ContentModel, type TagAttributes, tokenize } from './tokenizer';

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

const voidElements = new Set(['br', 'hr', 'img']);
const headings = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** Start tags that close an open <p> (the HTML standard's "close a p element" list, as far as we keep them). */
const closesParagraph = new Set(['p', 'div', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'figure', 'figcaption', 'hr', 'table', ...headings]);
/** Start tags of elements not kept (unknown wrappers or dropped) that close an open <p> in the browser all the same. */
const closesParagraphUnkept = new Set([
  'address', 'article', 'aside', 'center', 'details', 'dialog', 'dir', 'fieldset', 'footer', 'header', 'hgroup', 'listing', 'main', 'menu', 'nav',
  'search', 'section', 'summary', 'form', 'plaintext', 'xmp',
]);
/** A table's structure: text there goes into the table's parent, before the table (the browser's foster parenting). */
const tableContexts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const tableSections = new Set(['thead', 'tbody', 'tfoot']);
/** Where a cell, a row or another table part goes: the first of these open (the browser clears the stack back to it). */
const cellContainers = new Set(['tr', ...tableSections, 'table']);
const rowContainers = new Set([...tableSections, 'table']);
const tableOnly = new Set(['table']);
const definitionItems = new Set(['dd', 'dt']);
/** What only a table holds. */
const tableParts = new Set(['caption', 'tr', 'td', 'th', ...tableSections]);
/** Elements an end tag or an implied close of an ordinary element never crosses (the standard's scope markers). */
const scopeBoundaries = new Set(['table', 'td', 'th', 'caption']);
/**
 * Elements put before the table when they stand in its structure: those whose start tag closes nothing but a
 * <p> (none is open there) or nothing at all; a heading too unless the table stands in a heading.
 */
const fosteredElements = new Set([
  'p', 'div', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'figure', 'figcaption', 'br', 'hr', 'img', 'span', 'sub', 'sup', 'mark', 'b', 'code', 'em', 'i', 's',
  'small', 'strong', 'u', 'a',
]);
/** Elements of ours that the standard calls special: an end tag of a phrasing element is not looked for beyond them. */
const specialElements = new Set([
  'blockquote', 'br', 'caption', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr', 'img', 'li', 'ol', 'p', 'pre', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'ul', ...headings,
]);
/** Elements of ours the browser keeps in its list of active formatting elements. */
const formattingElements = new Set(['a', 'b', 'code', 'em', 'i', 's', 'small', 'strong', 'u']);
/** An <li>'s end tag looks for it in list item scope: not beyond a list or a table. */
const listItemScope = new Set(['ol', 'ul', 'table', 'td', 'th', 'caption']);
/** Where the browser's list of open formatting elements (links, bold…) starts afresh. */
const cellBoundaries = new Set(['td', 'th', 'caption']);
/** Elements that end the search for an <li>, <dd> or <dt> to close (special elements but address, div and p). */
const listItemBarriers = new Set(['blockquote', 'dl', 'figure', 'figcaption', 'ol', 'ul', 'pre', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th', 'caption', ...headings]);

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
 * An attribute value as written (HTMLRewriter does not decode it) decoded as far as a URL check needs,
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

interface ElementNode {
  name: string;
  attributes: [string, string][];
  children: Node[];
  parent: ElementNode | null;
}
/** Text is kept as it will be written: escaped. */
type Node = ElementNode | { text: string };

/** Text for the output: `<` and `>` escaped; character references stay as written, for the browser to decode as before. */
function escapeText(text: string): string {
  // The browser ignores NUL characters in text.
  return /[<>\u0000]/.test(text) ? text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u0000/g, '') : text;
}

/** An attribute value as written, inside double quotes: only `"` needs escaping; references stay for the browser. */
function quoteAttribute(value: string): string {
  // The browser reads a NUL character in an attribute as U+FFFD.
  return /["\u0000]/.test(value) ? `"${value.replace(/"/g, '&quot;').replace(/\u0000/g, '\uFFFD')}"` : `"${value}"`;
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

/**
 * The allowed tree, built as the browser's tree construction would build it from the kept tags, as far
 * as our elements need: implied closes of <p>, <li>, <dd>, <dt> and headings, implied table sections
 * and rows, content misplaced in a table put before it, and everything closed at the end.
 */
class TreeBuilder {
  readonly root: ElementNode = { name: '#root', attributes: [], children: [], parent: null };
  private readonly open: ElementNode[] = [this.root];

  private get current(): ElementNode {
    return this.open[this.open.length - 1] ?? this.root;
  }

  /** Closes `node` and everything opened inside it, unless a table, cell or caption lies between. */
  close(node: ElementNode): void {
    const index = this.open.lastIndexOf(node);
    if (index <= 0) return;
    const tableLevel = tableParts.has(node.name) || node.name === 'table';
    for (let i = index + 1; i < this.open.length; i++) {
      const name = this.open[i]?.name ?? '';
      if (tableLevel ? name === 'table' : scopeBoundaries.has(name)) return;
    }
    this.open.length = index;
  }

  /** The nearest open element named `name` within scope (not behind a table, cell or caption), if any. */
  private inScope(names: ReadonlySet<string> | string, barriers: ReadonlySet<string> = scopeBoundaries): ElementNode | undefined {
    for (let i = this.open.length - 1; i > 0; i--) {
      const node = this.open[i];
      if (!node) break;
      if (typeof names === 'string' ? node.name === names : names.has(node.name)) return node;
      if (barriers.has(node.name)) return undefined;
    }
    return undefined;
  }

  closeParagraph(): void {
    const paragraph = this.inScope('p');
    if (paragraph) this.close(paragraph);
  }

  /** Where content goes: the current element, or before the table when the current element is a table's structure. */
  private insertionPoint(): { parent: ElementNode; before?: ElementNode } {
    if (!tableContexts.has(this.current.name)) return { parent: this.current };
    const table = this.open.findLast((e) => e.name === 'table');
    return table?.parent ? { parent: table.parent, before: table } : { parent: this.current };
  }

  private insert(node: Node, at: { parent: ElementNode; before?: ElementNode }): void {
    const { parent, before } = at;
    const children = parent.children;
    const index = before ? children.indexOf(before) : children.length;
    const previous = children[index - 1];
    if ('text' in node && previous && 'text' in previous) {
      // Two text runs meet where a tag was dropped: a reference cut at the join must not complete across it.
      // Only a letter, digit or `;` after the join can continue one; before anything else it reads as it did.
      const continues = /^[a-zA-Z0-9;]/.test(node.text);
      previous.text = (continues ? previous.text.replace(/&([#a-zA-Z0-9]*)$/, '&amp;$1') : previous.text) + node.text;
      return;
    }
    if (!('text' in node)) node.parent = parent;
    if (before) children.splice(index, 0, node);
    else children.push(node);
  }

  text(written: string): void {
    const current = this.current;
    // The browser drops a newline right after <pre>'s start tag; serialize() writes one back when needed.
    const raw = current.name === 'pre' && current.children.length === 0 ? written.replace(/^\r?\n/, '') : written;
    if (!raw) return;
    // Whitespace stays in a table where it is; other text goes before the table, as in the browser.
    const at = !tableContexts.has(current.name) || /^[\t\n\f\r ]*$/.test(raw) ? { parent: current } : this.insertionPoint();
    this.insert({ text: escapeText(raw) }, at);
  }

  /** Opens (or, for a void element, inserts) an allowed element; the returned node is what its end tag closes. */
  start(name: string, attributes: [string, string][]): ElementNode | undefined {
    if (!this.prepare(name)) return undefined;
    const fostered = tableContexts.has(this.current.name) && !tableParts.has(name) && name !== 'table';
    // Other elements directly in a table's structure are put before the table, as the browser does with
    // them (foster parenting), where the rules for them are the same written out there; the rest are left
    // out (a list item there closes no list item; a heading in a heading closes none), their text goes
    // before the table.
    if (fostered && !fosteredElements.has(name) && !(headings.has(name) && !headings.has(this.insertionPoint().parent.name))) return undefined;
    const node: ElementNode = { name, attributes, children: [], parent: null };
    this.insert(node, fostered ? this.insertionPoint() : { parent: this.current });
    if (!voidElements.has(name)) this.open.push(node);
    return node;
  }

  /** A <col> or <colgroup> (not kept): in a table, the browser closes everything open in it, as for a table section. */
  tableColumns(): void {
    const table = this.open.findLast((e) => e.name === 'table');
    if (table) this.open.length = this.open.lastIndexOf(table) + 1;
  }

  /** An end tag: closes what the browser closes for it (nothing when it would ignore the tag). */
  end(name: string): void {
    if (name === 'br') {
      // The browser reads `</br>` as `<br>`.
      this.start('br', []);
      return;
    }
    if (name === 'p') {
      // `</p>` without an open <p> makes an empty one, as in the browser.
      const paragraph = this.inScope('p') ?? this.start('p', []);
      if (paragraph) this.close(paragraph);
      return;
    }
    if (allowedElements[name] === undefined) return;
    if (headings.has(name)) {
      // Any heading's end tag closes the open heading, whatever its level.
      const heading = this.inScope(headings);
      if (heading) this.close(heading);
      return;
    }
    if (!specialElements.has(name) && !formattingElements.has(name)) {
      // Other phrasing elements: the nearest of that name, unless a special element lies before it.
      for (let i = this.open.length - 1; i > 0; i--) {
        const node = this.open[i];
        if (!node || specialElements.has(node.name)) return;
        if (node.name === name) {
          this.close(node);
          return;
        }
      }
      return;
    }
    const node = name === 'li' ? this.inScope('li', listItemScope) : this.open.findLast((e) => e.name === name);
    if (node) this.close(node);
  }

  private openImplied(name: string): void {
    const node: ElementNode = { name, attributes: [], children: [], parent: null };
    this.insert(node, { parent: this.current });
    this.open.push(node);
  }

  /** Closes what the new element implies and opens implied table parts; false when the tag is to be ignored. */
  private prepare(name: string): boolean {
    if (tableParts.has(name)) {
      const table = this.open.findLast((e) => e.name === 'table');
      if (!table) return false; // Table parts outside a table are ignored by the browser; their content stays.
      const containers = name === 'td' || name === 'th' ? cellContainers : name === 'tr' ? rowContainers : tableOnly;
      while (!containers.has(this.current.name)) this.open.pop();
      if ((name === 'tr' || name === 'td' || name === 'th') && this.current.name === 'table') this.openImplied('tbody');
      if ((name === 'td' || name === 'th') && this.current.name !== 'tr') this.openImplied('tr');
      return true;
    }
    if (name === 'table' && tableContexts.has(this.current.name)) {
      // A table started directly in a table's structure ends that table first.
      const table = this.open.findLast((e) => e.name === 'table');
      if (table) this.open.length = this.open.lastIndexOf(table);
    }
    if (name === 'li' || name === 'dd' || name === 'dt') {
      const item = this.inScope(name === 'li' ? 'li' : definitionItems, listItemBarriers);
      if (item) this.open.length = this.open.lastIndexOf(item);
      this.closeParagraph();
    }
    if (closesParagraph.has(name)) this.closeParagraph();
    if (headings.has(name) && headings.has(this.current.name)) this.open.pop();
    if (name === 'a') {
      // A link inside a link closes the outer one first; when a table lies between (content foster-parented
      // out of it), the inner link is left out instead: the browser allows no link inside a link.
      const link = this.inScope('a', cellBoundaries);
      if (link && this.open.slice(this.open.lastIndexOf(link) + 1).some((e) => e.name === 'table')) return false;
      if (link) this.close(link);
    }
    return true;
  }

  /** The tree as HTML. */
  serialize(): string {
    const parts: string[] = [];
    writeNodes(this.root.children, parts);
    return parts.join('');
  }
}

/** Writes `nodes` as HTML into `parts`, to be joined once. */
function writeNodes(nodes: readonly Node[], parts: string[]): void {
  for (const node of nodes) {
    if ('text' in node) {
      parts.push(node.text);
      continue;
    }
    parts.push('<', node.name);
    for (const [name, value] of node.attributes) parts.push(' ', name, '=', quoteAttribute(value));
    parts.push('>');
    if (voidElements.has(node.name)) continue;
    const [first] = node.children;
    // The browser drops a newline right after <pre>'s start tag: one written there keeps the text's own.
    if (node.name === 'pre' && first && 'text' in first && /^\r?\n/.test(first.text)) parts.push('\n');
    writeNodes(node.children, parts);
    parts.push('</', node.name, '>');
  }
}

/** Start tags with which the browser leaves SVG or MathML content: it closes the foreign elements and reads them as HTML. */
const leavesForeignContent = new Set([
  'b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'hr', 'i',
  'img', 'li', 'listing', 'menu', 'meta', 'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span', 'strong', 'strike', 'sub', 'sup', 'table', 'tt', 'u', 'ul', 'var',
]);
/** SVG and MathML elements whose content the browser reads as HTML (integration points), besides annotation-xml holding HTML. */
const htmlInsideForeign: Readonly<Record<'svg' | 'math', ReadonlySet<string>>> = {
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext']),
};
/** HTML elements without content or end tag. */
const htmlVoidElements = new Set(['area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** HTML elements whose content the tokenizer reads as text to their end tag (scripting on, as in a browser). */
const textContent: Readonly<Record<string, ContentModel>> = {
  script: 'script', style: 'rawtext', xmp: 'rawtext', iframe: 'rawtext', noembed: 'rawtext', noframes: 'rawtext', noscript: 'rawtext',
  textarea: 'rcdata', title: 'rcdata', plaintext: 'plaintext',
};

type Namespace = 'html' | 'svg' | 'math';

interface DroppedElement {
  name: string;
  namespace: Namespace;
  /** True when the browser reads the element's content as HTML: an HTML element or an integration point. */
  htmlInside: boolean;
}

/**
 * Where the input is inside an element dropped with its content (script, svg…): from its start tag to its end
 * tag, or to the end of the input when it has none; for SVG and MathML, also to the first tag with which the
 * browser leaves foreign content (an unclosed <svg> followed by a <p>), so the page's content after it is kept
 * as the browser would show it. It tracks the elements open inside, their namespace (so a <style> in SVG is
 * not raw text, and a CDATA section is one only there) and how the tokenizer reads their content. Ending a
 * drop early or late only decides what content is kept: the output is written by the tree builder either way.
 */
class DroppedContent {
  private readonly open: DroppedElement[] = [];

  get active(): boolean {
    return this.open.length > 0;
  }

  /** Whether the next element is foreign (SVG or MathML outside an integration point), and which. */
  private get foreign(): Exclude<Namespace, 'html'> | null {
    const top = this.open.at(-1);
    return !top || top.htmlInside || top.namespace === 'html' ? null : top.namespace;
  }

  cdataAllowed(): boolean {
    const top = this.open.at(-1);
    return top !== undefined && top.namespace !== 'html';
  }

  /**
   * A start tag that starts a drop or is met inside one: how its content is read, or null when it ends the drop
   * (it leaves foreign content): then it is content again.
   */
  start(name: string, attributes: TagAttributes, selfClosing: boolean): ContentModel | null {
    const foreign = this.foreign;
    if (foreign) {
      if (leavesForeignContent.has(name) || (name === 'font' && attributes.some(([a]) => a === 'color' || a === 'face' || a === 'size'))) {
        while (this.foreign) this.open.pop();
        return this.active ? this.start(name, attributes, selfClosing) : null;
      }
      const encoding = attributes.find(([a]) => a === 'encoding')?.[1].toLowerCase();
      const htmlInside = htmlInsideForeign[foreign].has(name) || (foreign === 'math' && name === 'annotation-xml' && (encoding === 'text/html' || encoding === 'application/xhtml+xml'));
      if (!selfClosing) this.open.push({ name, namespace: foreign, htmlInside });
      return 'data';
    }
    if (name === 'svg' || name === 'math') {
      if (!selfClosing) this.open.push({ name, namespace: name, htmlInside: false });
      return 'data';
    }
    const select = this.open.findLastIndex((e) => e.name === 'select');
    if (select >= 0 && (name === 'select' || name === 'input' || name === 'keygen' || name === 'textarea')) {
      // In a select these end it; a second <select> is only that end.
      this.open.length = select;
      if (name === 'select') return 'data';
      if (!this.active) return null;
    }
    if (htmlVoidElements.has(name)) return 'data';
    // An option ends an open option, as in the browser, so a list of them does not drop what follows.
    if ((name === 'option' || name === 'optgroup') && this.open.at(-1)?.name === 'option') this.open.pop();
    this.open.push({ name, namespace: 'html', htmlInside: true });
    return textContent[name] ?? 'data';
  }

  /**
   * An end tag met while dropping: closes the nearest open element of its name, if any; false when it ends the
   * drop by leaving foreign content (`</p>` and `</br>` do): then it is content again.
   */
  end(name: string): boolean {
    if ((name === 'p' || name === 'br') && this.foreign) {
      while (this.foreign) this.open.pop();
      if (!this.active) return false;
    }
    for (let i = this.open.length - 1; i >= 0; i--) {
      if (this.open[i]?.name === name) {
        this.open.length = i;
        return true;
      }
    }
    return true;
  }
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
      if (!dropping.active || !dropping.end(tagName)) tree.end(renamed[tagName] ?? tagName);
    },
    cdataAllowed: () => dropping.cdataAllowed(),
  });
  return tree.serialize();
}
