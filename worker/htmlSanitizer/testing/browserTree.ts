/**
 * @module What a browser would make of sanitized CMS HTML, for the sanitizer's tests: parse5 builds
 * the tree as the HTML standard says (the same algorithm as Chromium's parser), inside the page's
 * own <div>, and every element, attribute and URL of it is checked against the allow-list.
 */
import { type DefaultTreeAdapterMap, parse, parseFragment } from 'parse5';
import { allowedOutputElements } from './xssPayloads';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Attributes a sanitized element may carry, besides href/src (checked as URLs). */
const allowedAttributes = new Set(['title', 'alt', 'width', 'height', 'start', 'colspan', 'rowspan', 'scope', 'rel', 'target', 'loading']);

/** The schemes a link may use; an image only http(s). No scheme at all is a relative URL. */
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const imageSchemes = new Set(['http', 'https']);

/** A URL's scheme as the browser reads it: tabs and newlines removed, leading C0 controls and spaces trimmed. */
function schemeOf(url: string): string | null {
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase() ?? null;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elementsUnder(node: Node): Generator<Element> {
  if (!('childNodes' in node)) return;
  for (const child of node.childNodes) {
    if (isElement(child)) {
      yield child;
      yield* elementsUnder('content' in child ? child.content : child);
    }
  }
}

/** Why an element of the output could run code or leave the allow-list; empty when it cannot. */
function problemsOf(element: Element): string[] {
  const name = element.tagName;
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') return [`foreign element <${name}>`];
  if (!allowedOutputElements.has(name)) return [`element <${name}>`];
  return element.attrs.flatMap((attribute) => {
    const attributeName = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name;
    if (attributeName === 'href' || attributeName === 'src') {
      const scheme = schemeOf(attribute.value);
      const allowed = name === 'img' ? imageSchemes : linkSchemes;
      if (scheme !== null && !allowed.has(scheme)) return [`${scheme}: URL in <${name} ${attributeName}>`];
      if (attributeName === 'src' && name !== 'img') return [`src on <${name}>`];
      if (attributeName === 'href' && name !== 'a') return [`href on <${name}>`];
      return [];
    }
    return allowedAttributes.has(attributeName) ? [] : [`attribute ${attributeName} on <${name}>`];
  });
}

interface BrowserView {
  /** Everything that could run code or is outside the allow-list; empty for safe output. */
  problems: string[];
  /** The text of the content, as the visitor reads it. */
  text: string;
  /** True when the markup after the content is still outside it (the content closed everything it opened). */
  contained: boolean;
}

function textOf(node: Node): string {
  if ('value' in node && node.nodeName === '#text') return node.value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textOf).join('');
}

/** Parses sanitized HTML where the page puts it (inside a div, followed by more page) and inspects it. */
export function browserView(html: string): BrowserView {
  const document = parse(`<!doctype html><html><head></head><body><div id="content">${html}</div><p id="after">after</p></body></html>`);
  const body = [...elementsUnder(document)].find((e) => e.tagName === 'body');
  const content = body?.childNodes.find((n): n is Element => isElement(n) && n.attrs.some((a) => a.name === 'id' && a.value === 'content'));
  const after = body?.childNodes.find((n): n is Element => isElement(n) && n.attrs.some((a) => a.name === 'id' && a.value === 'after'));
  const outside = body ? [...elementsUnder(body)].filter((e) => !content || !isInside(e, content)) : [];
  const strays = outside.filter((e) => e !== content && e !== after && !(after && isInside(e, after)));
  return {
    problems: [...(content ? [...elementsUnder(content)].flatMap(problemsOf) : ['no content element']), ...strays.map((e) => `<${e.tagName}> outside the content`)],
    text: content ? textOf(content) : '',
    contained: after !== undefined && after.childNodes.length === 1 && textOf(after) === 'after',
  };
}

function isInside(element: Element, ancestor: Element): boolean {
  for (let node: Element['parentNode'] = element.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) {
    if (node === ancestor) return true;
  }
  return false;
}

const voidOutputElements = new Set(['br', 'hr', 'img']);

/** The browser's reading of one text run or attribute value of the output: parsed, so references are decoded as it does. */
function decodedText(text: string): string {
  return textOf(parseFragment(text));
}

function decodedAttribute(value: string): string {
  const [element] = parseFragment(`<i title="${value}">`).childNodes;
  return element && isElement(element) ? (element.attrs[0]?.value ?? '') : '';
}

/** The tree the sanitizer wrote, as events, read from its output (tags, quoted attributes and text without `<` only). */
function writtenEvents(html: string): string[] {
  const events: string[] = [];
  for (const [token = '', closing, name, attributes, text] of html.matchAll(/<(\/?)([a-z0-9]+)((?: [a-z]+="[^"]*")*)>|([^<]+)/g)) {
    // The syntax drops a newline right after <pre>'s start tag (the serializer writes one there when the text starts with one).
    if (text !== undefined) events.push(`text ${decodedText(events.at(-1)?.startsWith('start pre') ? text.replace(/^\n/, '') : text)}`);
    else if (name === undefined) events.push(`unreadable ${token}`);
    else if (closing) events.push(`end ${name}`);
    else {
      const attributeList = [...(attributes ?? '').matchAll(/ ([a-z]+)="([^"]*)"/g)].map(([, n, v = '']) => `${n}=${decodedAttribute(v)}`);
      events.push(`start ${name} ${attributeList.join(' ')}`);
      if (voidOutputElements.has(name)) events.push(`end ${name}`);
    }
  }
  // Adjacent text runs are one text node to the browser.
  return events.reduce<string[]>((merged, event) => {
    const last = merged.at(-1);
    if (last?.startsWith('text ') && event.startsWith('text ')) merged[merged.length - 1] = last + event.slice(5);
    else merged.push(event);
    return merged;
  }, []).filter((event) => event !== 'text ');
}

function builtEvents(node: Node, attributesByName = false): string[] {
  if (!('childNodes' in node)) return 'value' in node && node.nodeName === '#text' && node.value ? [`text ${node.value}`] : [];
  const children = node.childNodes.flatMap((child) => builtEvents(child, attributesByName));
  if (!isElement(node)) return children;
  const attributes = node.attrs.map((a) => `${a.name}=${a.value}`);
  if (attributesByName) attributes.sort();
  return [`start ${node.tagName} ${attributes.join(' ')}`, ...children, `end ${node.tagName}`];
}

/** `html` parsed as the content of a <div>, as the page places it. */
function fragmentInDiv(html: string): DefaultTreeAdapterMap['documentFragment'] {
  const context = parseFragment('<div></div>').childNodes[0];
  return context && isElement(context) ? parseFragment(context, html, {}) : parseFragment(html);
}

/**
 * The tree the browser builds from `html` inside the page's <div>, as events (start with attributes in name
 * order, decoded; text decoded; end): two outputs that give the same are the same content to a visitor.
 */
export function browserTree(html: string): string[] {
  const fragment = fragmentInDiv(html);
  return fragment.childNodes.flatMap((node) => builtEvents(node, true));
}

/**
 * True when the browser builds exactly the tree the sanitizer wrote: the same elements, nested the same
 * way, with the same attributes and text (no implied closes, no foster parenting, no reconstructed
 * formatting left for the browser to do), so what the sanitizer checked is what the page gets.
 */
export function browserBuildsWrittenTree(html: string): { same: boolean; written: string[]; built: string[] } {
  const fragment = fragmentInDiv(html);
  const written = writtenEvents(html.replace(/\r\n?/g, '\n'));
  const built = fragment.childNodes.flatMap((node) => builtEvents(node));
  return { same: JSON.stringify(written) === JSON.stringify(built), written, built };
}
