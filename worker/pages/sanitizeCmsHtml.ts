/**
 * @module CMS HTML made safe to render. parse5 (the HTML standard's parsing algorithm, as browsers
 * run it) builds the tree the browser would build, so there is no parser differential to exploit
 * (mutation XSS); an allow-list copies only text structure, links, images and tables into a new
 * tree, and parse5 serializes it, escaped and balanced, so nothing can leak into the page around it.
 * Why parse5 and not a sanitizer package: docs/decisions/011-cms-html-sanitizer.md.
 */
import { type DefaultTreeAdapterMap, defaultTreeAdapter as tree, html, parseFragment, serialize } from 'parse5';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

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
const renamed: Readonly<Record<string, string>> = { h1: 'h2' };

/** Elements removed with everything inside them: code, embedded or foreign content, forms, document metadata. */
const droppedWithContent = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select',
  'option', 'optgroup', 'datalist', 'textarea', 'svg', 'math', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head',
  'meta', 'link', 'base', 'audio', 'video', 'source', 'track', 'canvas', 'portal', 'slot', 'dialog', 'param', 'map', 'area',
]);

/** Schemes a link may use; an image only http(s). A URL without a scheme is relative to the site. */
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const imageSchemes = new Set(['http', 'https']);

/**
 * The URL if it is safe where it stands, else null. parse5 has decoded character references
 * (`&#106;`, `&colon;`), so this sees what the browser will; it also ignores tabs and newlines
 * inside and control characters and spaces around a URL, as the URL standard says.
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

/** The allowed attributes of an element, with URLs checked, and what links and images always get. */
function cleanAttributes(name: string, element: Element): { name: string; value: string }[] {
  const allowed = allowedElements[name] ?? [];
  const attributes = element.attrs.flatMap((attribute) => {
    // Namespaced attributes (xlink:href) only exist on foreign elements, which never get here.
    if (attribute.namespace || !allowed.includes(attribute.name)) return [];
    if (attribute.name !== 'href' && attribute.name !== 'src') return [{ name: attribute.name, value: attribute.value }];
    const url = safeUrl(attribute.value, attribute.name === 'href' ? 'link' : 'image');
    return url === null ? [] : [{ name: attribute.name, value: url }];
  });
  if (name === 'a' && attributes.some((a) => a.name === 'href' && /^https?:/i.test(a.value))) {
    attributes.push({ name: 'rel', value: 'noopener noreferrer' }, { name: 'target', value: '_blank' });
  }
  if (name === 'img') {
    if (!attributes.some((a) => a.name === 'alt')) attributes.push({ name: 'alt', value: '' });
    attributes.push({ name: 'loading', value: 'lazy' });
  }
  return attributes;
}

/** Copies the allowed part of `from`'s children into `to`. */
function copyAllowed(from: ParentNode, to: ParentNode): void {
  for (const node of from.childNodes) copyNode(node, to);
}

function copyNode(node: ChildNode, to: ParentNode): void {
  if (tree.isTextNode(node)) {
    tree.insertText(to, node.value);
    return;
  }
  if (!tree.isElementNode(node)) return; // comments, doctypes
  // parse5 puts SVG and MathML in their own namespaces, whatever the tag is called.
  if (node.namespaceURI !== html.NS.HTML || droppedWithContent.has(node.tagName)) return;
  const name = renamed[node.tagName] ?? node.tagName;
  if (allowedElements[name] === undefined) {
    copyAllowed(node, to);
    return;
  }
  const copy = tree.createElement(name, html.NS.HTML, cleanAttributes(name, node));
  tree.appendChild(to, copy);
  copyAllowed(node, copy);
}

/** The CMS page's HTML with only allowed elements, attributes and URLs, balanced and escaped. */
export function sanitizeCmsHtml(input: string): string {
  // Parsed as the content of the page's <div>, which is where the browser will meet it.
  const context = tree.createElement('div', html.NS.HTML, []);
  const parsed = parseFragment(context, input, {});
  const clean = tree.createDocumentFragment();
  copyAllowed(parsed, clean);
  return serialize(clean);
}
