/**
 * @module The sanitizer's tree: allowed elements put together as the browser's tree construction would put
 * them (docs/decisions/016 and 017 list the rules it follows), and written out as HTML with every tag,
 * attribute and text escape written by us.
 */

const voidElements = new Set(['br', 'hr', 'img']);
const headings = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** Start tags that close an open <p> (the HTML standard's "close a p element" list, as far as we keep them). */
const closesParagraph = new Set(['p', 'div', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'figure', 'figcaption', 'hr', 'table', ...headings]);
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

interface ElementNode {
  name: string;
  attributes: [string, string][];
  children: Node[];
  parent: ElementNode | null;
}
/** Text is kept as it will be written: escaped. */
type Node = ElementNode | { text: string };

/** Text for the output: `<` and `>` escaped; character references stay as written, for the browser to decode them as in the input. */
function escapeText(text: string): string {
  // The browser ignores NUL characters in text.
  return /[<>\u0000]/.test(text) ? text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u0000/g, '') : text;
}

/** An attribute value as written, inside double quotes: only `"` needs escaping; references stay for the browser. */
function quoteAttribute(value: string): string {
  // The browser reads a NUL character in an attribute as U+FFFD.
  return /["\u0000]/.test(value) ? `"${value.replace(/"/g, '&quot;').replace(/\u0000/g, '\uFFFD')}"` : `"${value}"`;
}

/**
 * The allowed tree, built as the browser's tree construction would build it from the kept tags, as far
 * as our elements need: implied closes of <p>, <li>, <dd>, <dt> and headings, implied table sections
 * and rows, content misplaced in a table put before it, and everything closed at the end.
 */
export class TreeBuilder {
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
