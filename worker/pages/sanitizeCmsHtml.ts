/**
 * @module CMS HTML made safe to render, with the runtime's own HTML parser (HTMLRewriter, lol-html)
 * and an allow-list: text structure, links, images and tables stay; everything else goes.
 * Elements that carry code or foreign content (script, style, iframe, object, form, svg, math, …)
 * are dropped with their content; other unknown elements are unwrapped, keeping their text.
 */

/** Elements kept, and the attributes each may keep (besides the shared ones). */
const allowedElements: Readonly<Record<string, readonly string[]>> = {
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  p: [], br: [], hr: [], blockquote: [], pre: [], code: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], small: [], sub: [], sup: [], mark: [], span: [], div: [],
  ul: [], ol: ['start'], li: [], dl: [], dt: [], dd: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  figure: [], figcaption: [],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'],
};

/** Elements removed together with everything inside them. */
const droppedWithContent = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'select', 'option',
  'textarea', 'svg', 'math', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'title', 'head', 'meta',
  'link', 'base', 'audio', 'video', 'source', 'track', 'canvas', 'portal', 'slot', 'dialog',
]);

/** A URL safe in a link: http(s), mailto, tel, or relative to the site (no scheme at all). */
function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so check without them.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) return compact.startsWith('//') ? null : value.trim();
  const allowed = kind === 'link' ? ['http', 'https', 'mailto', 'tel'] : ['http', 'https'];
  return allowed.includes(scheme) ? value.trim() : null;
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.iterator in value;
}

/**
 * An element's attributes as [name, value] pairs, read before any is removed. The Workers and the DOM
 * type libraries both declare `Element.attributes` and clash here, so the list is read untyped and checked.
 */
function attributesOf(element: object): [string, string][] {
  const list: unknown = Reflect.get(element, 'attributes');
  if (!isIterable(list)) return [];
  return [...list].flatMap((entry) => (Array.isArray(entry) && typeof entry[0] === 'string' ? [[entry[0], String(entry[1] ?? '')] satisfies [string, string]] : []));
}

/** True when a link leaves the site: it gets rel="noopener noreferrer". */
function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

/** The CMS page's HTML with only allowed elements, attributes and URLs. */
export async function sanitizeCmsHtml(html: string): Promise<string> {
  const rewriter = new HTMLRewriter()
    .onDocument({
      comments: (comment) => {
        comment.remove();
      },
      doctype: () => undefined,
    })
    .on('*', {
      element(element) {
        const tag = element.tagName.toLowerCase();
        const allowedAttributes = allowedElements[tag];
        if (allowedAttributes === undefined) {
          if (droppedWithContent.has(tag)) element.remove();
          else element.removeAndKeepContent();
          return;
        }
        for (const [name, value] of attributesOf(element)) {
          if (!allowedAttributes.includes(name)) {
            element.removeAttribute(name);
            continue;
          }
          if (name === 'href' || name === 'src') {
            const url = safeUrl(value, name === 'href' ? 'link' : 'image');
            if (url === null) element.removeAttribute(name);
          }
        }
        if (tag === 'a') {
          const href = element.getAttribute('href');
          if (href !== null && isExternal(href)) {
            element.setAttribute('rel', 'noopener noreferrer');
            element.setAttribute('target', '_blank');
          }
        }
        if (tag === 'img') element.setAttribute('loading', 'lazy');
      },
    });
  return rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } })).text();
}
