/**
 * @module Content the sanitizer drops with its element (script, style, svg, math, form…): where it ends, as the
 * browser's tree construction ends it, and how the tokenizer reads what is inside.
 */
import type { ContentModel, TagAttributes } from './tokenizer';

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
const textContent: ReadonlyMap<string, ContentModel> = new Map([
  ['script', 'script'], ['style', 'rawtext'], ['xmp', 'rawtext'], ['iframe', 'rawtext'], ['noembed', 'rawtext'], ['noframes', 'rawtext'], ['noscript', 'rawtext'],
  ['textarea', 'rcdata'], ['title', 'rcdata'], ['plaintext', 'plaintext'],
]);

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
 * The open elements are indexed by name, so an end tag or a select's end is found at once however deep they nest.
 */
export class DroppedContent {
  private readonly open: DroppedElement[] = [];
  /** The positions in `open` of the open elements of each name. */
  private readonly positions = new Map<string, number[]>();

  private push(element: DroppedElement): void {
    const positions = this.positions.get(element.name);
    if (positions) positions.push(this.open.length);
    else this.positions.set(element.name, [this.open.length]);
    this.open.push(element);
  }

  private pop(): void {
    const element = this.open.pop();
    if (element) this.positions.get(element.name)?.pop();
  }

  /** Closes every element from `index` up. */
  private truncate(index: number): void {
    while (this.open.length > index) this.pop();
  }

  /** The position of the innermost open element named `name`, -1 when none is open. */
  private nearest(name: string): number {
    const positions = this.positions.get(name);
    return positions?.[positions.length - 1] ?? -1;
  }

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
        while (this.foreign) this.pop();
        return this.active ? this.start(name, attributes, selfClosing) : null;
      }
      const encoding = attributes.find(([a]) => a === 'encoding')?.[1].toLowerCase();
      const htmlInside = htmlInsideForeign[foreign].has(name) || (foreign === 'math' && name === 'annotation-xml' && (encoding === 'text/html' || encoding === 'application/xhtml+xml'));
      if (!selfClosing) this.push({ name, namespace: foreign, htmlInside });
      return 'data';
    }
    if (name === 'svg' || name === 'math') {
      if (!selfClosing) this.push({ name, namespace: name, htmlInside: false });
      return 'data';
    }
    const select = this.nearest('select');
    if (select >= 0 && (name === 'select' || name === 'input' || name === 'keygen' || name === 'textarea')) {
      // In a select these end it; a second <select> is only that end.
      this.truncate(select);
      if (name === 'select') return 'data';
      if (!this.active) return null;
    }
    if (htmlVoidElements.has(name)) return 'data';
    // An option ends an open option, as in the browser, so a list of them does not drop what follows.
    if ((name === 'option' || name === 'optgroup') && this.open.at(-1)?.name === 'option') this.pop();
    this.push({ name, namespace: 'html', htmlInside: true });
    return textContent.get(name) ?? 'data';
  }

  /**
   * An end tag met while dropping: closes the nearest open element of its name, if any; false when it ends the
   * drop by leaving foreign content (`</p>` and `</br>` do): then it is content again.
   */
  end(name: string): boolean {
    if ((name === 'p' || name === 'br') && this.foreign) {
      while (this.foreign) this.pop();
      if (!this.active) return false;
    }
    const at = this.nearest(name);
    if (at >= 0) this.truncate(at);
    return true;
  }
}
