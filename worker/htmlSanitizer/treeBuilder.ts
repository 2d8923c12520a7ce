/**
 * @module The sanitizer's tree: allowed elements put together as the browser's tree construction would put
 * them (docs/decisions/016 and 017 list the rules it follows), and written out as HTML with every tag,
 * attribute and text escape written by us.
 *
 * Every step costs amortized constant time whatever the input's shape: the open elements are indexed by name
 * and by the sets the rules ask about, content put before a table is kept in a list of its own, text runs that
 * meet are checked at their end only, and the tree is written with an explicit stack, not by recursion.
 *
 * Nesting is capped at `maxOutputDepth` (256) elements: an element that would be deeper stays open for the
 * rules (its end tag closes it and nothing else) but is left out of the written tree, and its content, void
 * elements included, goes into the deepest element kept. Why 256, under the browser's 512: docs/decisions/018.
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

/** The deepest nesting of elements the output has (see the module's doc). */
export const maxOutputDepth = 256;

interface ElementNode {
  name: string;
  /** Its start tag as written, attributes and all: written when it is made, so its attributes are not kept. */
  startTag: string;
  children: Node[];
  /** Content the browser puts before this table (foster parenting): written just before it. */
  fostered: Node[] | null;
  /**
   * For a table: the index in its parent's children of the node just before it, -1 when none; where text put
   * before it joins. An index, not the node: a text node is replaced in its list when a second run joins it.
   */
  previousIndex: number;
  /** Null for the root. */
  parent: ElementNode | null;
  /** Levels of elements down to it in the written tree: 0 for the root. */
  depth: number;
}

/**
 * Text as it will be written (escaped), in the runs it was read in; runs meet where a tag was dropped. One run is
 * the string itself (most text: no array kept per text node), more are an array, which replaces it in its list.
 */
type TextNode = string | string[];

/**
 * An element that can never get content, already written: a void element, or the empty paragraph of a `</p>`
 * with none open. No element node for it: a page of many of them would otherwise keep one alive per element
 * until the end, and allocating and collecting those is most of its cost. Plain ones are shared.
 */
interface Markup {
  readonly markup: string;
}

/** The empty paragraph of a `</p>` with none open. */
const emptyParagraph: Markup = { markup: '<p></p>' };

type Node = ElementNode | TextNode | Markup;

function isText(node: Node): node is TextNode {
  return typeof node === 'string' || Array.isArray(node);
}

function isElement(node: Node): node is ElementNode {
  return typeof node === 'object' && !Array.isArray(node) && 'children' in node;
}

/** The children of an element that has none yet: shared, replaced by an array of its own at its first child. */
const noChildren: Node[] = [];

function newElement(name: string, startTag: string, parent: ElementNode | null, previousIndex: number): ElementNode {
  return { name, startTag, children: noChildren, fostered: null, previousIndex, parent, depth: parent ? parent.depth + 1 : 0 };
}

const AMPERSAND = 38;

/** Whether `c` may follow `&` in a character reference left unfinished: `#`, an ASCII letter or digit. */
function continuesReference(c: number): boolean {
  return c === 35 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Where the `&` stands that starts a reference left unfinished at the end of `run`, or -1; reads only the run's tail. */
function unfinishedReference(run: string): number {
  for (let i = run.length - 1; i >= 0; i--) {
    const c = run.charCodeAt(i);
    if (c === AMPERSAND) return i;
    if (!continuesReference(c)) return -1;
  }
  return -1;
}

/**
 * Appends `run` to `text`. Two text runs meet where a tag was dropped: a reference cut at the join must not
 * complete across it, so its `&` is escaped when what follows could continue it (`#`, a letter, a digit or
 * `;`); before anything else it reads as it did. Only the last run can end in an unfinished reference: a run
 * that could continue one from the run before has had that one escaped.
 */
function appendRun(text: string[], run: string): void {
  const first = run.charCodeAt(0);
  const lastIndex = text.length - 1;
  const last = text[lastIndex];
  if (last !== undefined && (first === 59 || continuesReference(first))) {
    const at = unfinishedReference(last);
    if (at >= 0) text[lastIndex] = `${last.slice(0, at)}&amp;${last.slice(at + 1)}`;
  }
  text.push(run);
}

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

/** The sets of names the rules ask for the nearest open member of. */
const indexedSets: readonly ReadonlySet<string>[] = [scopeBoundaries, listItemScope, cellBoundaries, listItemBarriers, specialElements, headings, definitionItems];

/**
 * A number for each set and name the stack is indexed under, so positions are kept in an array: the sets of
 * `indexedSets` by their place there, names after them in order of first use (only allowed names reach the tree).
 */
const nameSlots = new Map<string, number>();
function slotOf(key: string | ReadonlySet<string>): number {
  if (typeof key !== 'string') return indexedSets.indexOf(key);
  let slot = nameSlots.get(key);
  if (slot === undefined) {
    slot = indexedSets.length + nameSlots.size;
    nameSlots.set(key, slot);
  }
  return slot;
}

const scopeSlot = slotOf(scopeBoundaries);
const listItemScopeSlot = slotOf(listItemScope);
const cellBoundariesSlot = slotOf(cellBoundaries);
const listItemBarriersSlot = slotOf(listItemBarriers);
const specialSlot = slotOf(specialElements);
const headingsSlot = slotOf(headings);
const definitionItemsSlot = slotOf(definitionItems);
const paragraphSlot = slotOf('p');
const tableSlot = slotOf('table');
const listItemSlot = slotOf('li');
const linkSlot = slotOf('a');

/** The slots an element of each name is indexed under: its name's first, then its sets'. */
const slotsByName = new Map<string, readonly number[]>();
/** By a name's slot: the name, its slots, and whether it is a table's structure (table, section, row). */
const nameOfSlot: string[] = [];
const slotsOfSlot: (readonly number[])[] = [];
const tableContextOfSlot: boolean[] = [];
function slotsOf(name: string): readonly number[] {
  let found = slotsByName.get(name);
  if (!found) {
    const own = slotOf(name);
    found = [own, ...indexedSets.filter((set) => set.has(name)).map(slotOf)];
    slotsByName.set(name, found);
    nameOfSlot[own] = name;
    slotsOfSlot[own] = found;
    tableContextOfSlot[own] = tableContexts.has(name);
  }
  return found;
}

/**
 * A stack of integers in a typed array that grows by doubling and never shrinks: pushing onto a plain array
 * costs several times as much, and a deep page pushes a few of these per element.
 */
class IntStack {
  private data = new Int32Array(16);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  pop(): void {
    if (this.length > 0) this.length--;
  }

  /** The value at `index`, -1 beyond the stack. */
  at(index: number): number {
    return index >= 0 && index < this.length ? (this.data[index] ?? -1) : -1;
  }

  /** The last value, -1 when empty. */
  top(): number {
    return this.at(this.length - 1);
  }
}

/**
 * The stack of open elements, indexed: for each name and each of `indexedSets`, the positions of its open
 * elements, so the nearest open one is found at once however deep the stack is. An entry is a number (its
 * name's slot, and whether it is kept) and a node: an element left out past the depth cap has no node of its
 * own, only the deepest element kept (where its content goes), so deep input keeps no object per element alive.
 */
class OpenElements {
  /** Per entry: its name's slot times two, plus one when the element is kept in the written tree. */
  private readonly entries = new IntStack();
  /** Per entry (up to `entries.length`; the rest is stale): its node when kept, else the deepest element kept. */
  private readonly nodes: ElementNode[];
  /** By slot: the positions on the stack of the open elements of that name or set, innermost last. */
  private readonly positions: IntStack[] = [];

  constructor(root: ElementNode) {
    this.nodes = [root];
    this.entries.push((slotsOf(root.name)[0] ?? 0) * 2 + 1);
  }

  /** Where content of the innermost open element goes: its node, or the deepest element kept (the root when none is open). */
  get current(): ElementNode {
    return this.nodeAt(this.entries.length - 1);
  }

  get currentName(): string {
    return this.nameAt(this.entries.length - 1);
  }

  /** Whether the innermost open element is kept in the written tree. */
  get currentKept(): boolean {
    return this.keptAt(this.entries.length - 1);
  }

  /** Whether the innermost open element is a table's structure (table, section, row), where other content is put before the table. */
  get currentInTable(): boolean {
    return tableContextOfSlot[this.entries.top() >> 1] ?? false;
  }

  nameAt(index: number): string {
    return nameOfSlot[this.entries.at(index) >> 1] ?? '';
  }

  /** The node of the open element at `index`, or the deepest element kept when it is left out. */
  nodeAt(index: number): ElementNode {
    const node = index < this.entries.length ? this.nodes[index] : undefined;
    if (!node) throw new Error(`no open element at ${index}`);
    return node;
  }

  keptAt(index: number): boolean {
    return (this.entries.at(index) & 1) === 1;
  }

  /** Opens `name`: its `node` when `kept`, else the deepest element kept. */
  push(name: string, node: ElementNode, kept: boolean): void {
    const index = this.entries.length;
    const slots = slotsOf(name);
    this.entries.push((slots[0] ?? 0) * 2 + (kept ? 1 : 0));
    this.nodes[index] = node;
    for (const slot of slots) {
      let positions = this.positions[slot];
      if (!positions) {
        positions = new IntStack();
        this.positions[slot] = positions;
      }
      positions.push(index);
    }
  }

  /** Closes the innermost open element; the root stays. */
  pop(): void {
    if (this.entries.length <= 1) return;
    const slots = slotsOfSlot[this.entries.top() >> 1];
    this.entries.pop();
    if (slots) for (const slot of slots) this.positions[slot]?.pop();
  }

  /** Closes every element from `index` up (not the root). */
  truncate(index: number): void {
    while (this.entries.length > Math.max(index, 1)) this.pop();
  }

  /** The position of the innermost open element of `slot` (`slotOf` a name or an indexed set), -1 when none is open. */
  nearest(slot: number): number {
    return this.positions[slot]?.top() ?? -1;
  }
}

/** Where a node goes: at the end of `parent`, or into the list of content put before the table `before`. */
interface Insertion {
  parent: ElementNode;
  before?: ElementNode;
}

/**
 * The allowed tree, built as the browser's tree construction would build it from the kept tags, as far
 * as our elements need: implied closes of <p>, <li>, <dd>, <dt> and headings, implied table sections
 * and rows, content misplaced in a table put before it, and everything closed at the end.
 */
export class TreeBuilder {
  readonly root: ElementNode = newElement('#root', '', null, -1);
  private readonly open = new OpenElements(this.root);

  private get current(): ElementNode {
    return this.open.current;
  }

  /** Closes the open element at `index` and everything opened inside it, unless a table, cell or caption lies between. */
  private close(index: number): void {
    if (index <= 0) return;
    const name = this.open.nameAt(index);
    const tableLevel = tableParts.has(name) || name === 'table';
    if (this.open.nearest(tableLevel ? tableSlot : scopeSlot) > index) return;
    this.open.truncate(index);
  }

  /** The position of the nearest open element of the slot `names` within scope (not behind one of the slot `barriers`), else -1. */
  private inScope(names: number, barriers: number = scopeSlot): number {
    const at = this.open.nearest(names);
    return at > 0 && at >= this.open.nearest(barriers) ? at : -1;
  }

  closeParagraph(): void {
    this.close(this.inScope(paragraphSlot));
  }

  /** Where content goes: the current element, or before the table when the current element is a table's structure. */
  private insertionPoint(): Insertion {
    if (!this.open.currentInTable) return { parent: this.current };
    const table = this.open.nearest(tableSlot);
    if (table <= 0) return { parent: this.current };
    const node = this.open.nodeAt(table);
    // A table left out past the depth cap has its content, and what goes before it, in the deepest element kept (its entry's node).
    return this.open.keptAt(table) && node.parent ? { parent: node.parent, before: node } : { parent: node };
  }

  /** Opens an element at `at`: a node of the tree, or past the depth cap an open element whose content goes into the deepest one kept. */
  private openElement(name: string, attributes: [string, string][], at: Insertion): void {
    const { before } = at;
    const parent = before?.parent ?? at.parent;
    if (parent.depth >= maxOutputDepth) {
      this.open.push(name, parent, false);
      return;
    }
    const list = this.listFor(parent, before);
    // Only a table's previous node is ever looked up (by text put before it), and a table is never put before one.
    const node = newElement(name, startTagOf(name, attributes), parent, before ? -1 : list.length - 1);
    list.push(node);
    this.open.push(name, node, true);
  }

  /** The list a node inserted into `parent` joins: its children, or the content put before its table `before`. */
  private listFor(parent: ElementNode, before: ElementNode | undefined): Node[] {
    if (before) return (before.fostered ??= []);
    return parent.children === noChildren ? (parent.children = []) : parent.children;
  }

  /** Inserts a written element: a void element goes into the deepest element kept, an empty paragraph past the depth cap is left out. */
  private insert(node: Markup, at: Insertion): void {
    const { before } = at;
    const parent = before?.parent ?? at.parent;
    if (node === emptyParagraph && parent.depth >= maxOutputDepth) return;
    this.listFor(parent, before).push(node);
  }

  /** Inserts a run of text (escaped) at `at`, joining the text just before it there, if any. */
  private insertText(run: string, at: Insertion): void {
    const { before } = at;
    const parent = before?.parent ?? at.parent;
    let list = this.listFor(parent, before);
    let index = list.length - 1;
    if (index < 0 && before) {
      // Content put before a table joins the node just before the table.
      list = parent.children;
      index = before.previousIndex;
    }
    const previous = index >= 0 ? list[index] : undefined;
    if (previous === undefined || !isText(previous)) {
      this.listFor(parent, before).push(run);
    } else if (typeof previous === 'string') {
      const runs = [previous];
      appendRun(runs, run);
      list[index] = runs;
    } else {
      appendRun(previous, run);
    }
  }

  text(written: string): void {
    const current = this.current;
    // The browser drops a newline right after <pre>'s start tag; serialize() writes one back when needed.
    const raw = this.open.currentName === 'pre' && this.open.currentKept && current.children.length === 0 ? written.replace(/^\r?\n/, '') : written;
    if (!raw) return;
    // Whitespace stays in a table where it is; other text goes before the table, as in the browser.
    const at = !this.open.currentInTable || /^[\t\n\f\r ]*$/.test(raw) ? { parent: current } : this.insertionPoint();
    this.insertText(escapeText(raw), at);
  }

  /** Opens (or, for a void element, writes) an allowed element. */
  start(name: string, attributes: [string, string][]): void {
    if (!this.prepare(name)) return;
    const fostered = this.open.currentInTable && !tableParts.has(name) && name !== 'table';
    // Other elements directly in a table's structure are put before the table, as the browser does with
    // them (foster parenting), where the rules for them are the same written out there; the rest are left
    // out (a list item there closes no list item; a heading in a heading closes none), their text goes
    // before the table.
    if (fostered && !fosteredElements.has(name) && !(headings.has(name) && !headings.has(this.insertionPoint().parent.name))) return;
    const at = fostered ? this.insertionPoint() : { parent: this.current };
    if (voidElements.has(name)) this.insert(attributes.length === 0 ? plainMarkupOf(name) : { markup: startTagOf(name, attributes) }, at);
    else this.openElement(name, attributes, at);
  }

  /** A <col> or <colgroup> (not kept): in a table, the browser closes everything open in it, as for a table section. */
  tableColumns(): void {
    const at = this.open.nearest(tableSlot);
    if (at > 0) this.open.truncate(at + 1);
  }

  /** An end tag of an allowed element: closes what the browser closes for it (nothing when it would ignore the tag). */
  end(name: string): void {
    if (name === 'br') {
      // The browser reads `</br>` as `<br>`.
      this.start('br', []);
      return;
    }
    if (name === 'p') {
      const paragraph = this.inScope(paragraphSlot);
      if (paragraph > 0) {
        this.close(paragraph);
      } else {
        // `</p>` without an open <p> makes an empty one, as in the browser: what `<p>` would insert (before the
        // table in a table's structure; nothing past the depth cap), closed at once.
        const at = this.open.currentInTable ? this.insertionPoint() : { parent: this.current };
        this.insert(emptyParagraph, at);
      }
      return;
    }
    if (headings.has(name)) {
      // Any heading's end tag closes the open heading, whatever its level.
      this.close(this.inScope(headingsSlot));
      return;
    }
    if (!specialElements.has(name) && !formattingElements.has(name)) {
      // Other phrasing elements: the nearest of that name, unless a special element lies before it.
      const at = this.open.nearest(slotOf(name));
      if (at > 0 && at > this.open.nearest(specialSlot)) this.close(at);
      return;
    }
    if (name === 'li') {
      this.close(this.inScope(listItemSlot, listItemScopeSlot));
      return;
    }
    this.close(this.open.nearest(slotOf(name)));
  }

  private openImplied(name: string): void {
    this.openElement(name, [], { parent: this.current });
  }

  /** Closes what the new element implies and opens implied table parts; false when the tag is to be ignored. */
  private prepare(name: string): boolean {
    if (tableParts.has(name)) {
      if (this.open.nearest(tableSlot) <= 0) return false; // Table parts outside a table are ignored by the browser; their content stays.
      const containers = name === 'td' || name === 'th' ? cellContainers : name === 'tr' ? rowContainers : tableOnly;
      while (!containers.has(this.open.currentName)) this.open.pop();
      if ((name === 'tr' || name === 'td' || name === 'th') && this.open.currentName === 'table') this.openImplied('tbody');
      if ((name === 'td' || name === 'th') && this.open.currentName !== 'tr') this.openImplied('tr');
      return true;
    }
    if (name === 'table' && this.open.currentInTable) {
      // A table started directly in a table's structure ends that table first.
      const at = this.open.nearest(tableSlot);
      if (at > 0) this.open.truncate(at);
    }
    if (name === 'li' || name === 'dd' || name === 'dt') {
      const item = this.inScope(name === 'li' ? listItemSlot : definitionItemsSlot, listItemBarriersSlot);
      if (item > 0) this.open.truncate(item);
      this.closeParagraph();
    }
    if (closesParagraph.has(name)) this.closeParagraph();
    if (headings.has(name) && headings.has(this.open.currentName)) this.open.pop();
    if (name === 'a') {
      // A link inside a link closes the outer one first; when a table lies between (content foster-parented
      // out of it), the inner link is left out instead: the browser allows no link inside a link.
      const link = this.inScope(linkSlot, cellBoundariesSlot);
      if (link > 0 && this.open.nearest(tableSlot) > link) return false;
      this.close(link);
    }
    return true;
  }

  /** The tree as HTML, written with an explicit stack: however deep the input nested, nothing recurses. */
  serialize(): string {
    const parts: string[] = [];
    // One frame per element being written (the nodes of its content, the next one's index, its end tag), and one
    // for the content put before a table, written just before the table (`fosteredOf`: the table's index, once
    // written). No fostered node is a table, so such a frame has no fostered content of its own.
    const frames: { nodes: readonly Node[]; next: number; endTag: string; fosteredOf: number }[] = [{ nodes: this.root.children, next: 0, endTag: '', fosteredOf: -1 }];
    for (let frame = frames[0]; frame; frame = frames[frames.length - 1]) {
      const node = frame.nodes[frame.next];
      if (node === undefined) {
        parts.push(frame.endTag);
        frames.pop();
        continue;
      }
      if (isElement(node) && node.fostered !== null && frame.fosteredOf !== frame.next) {
        frame.fosteredOf = frame.next;
        frames.push({ nodes: node.fostered, next: 0, endTag: '', fosteredOf: -1 });
        continue;
      }
      frame.next += 1;
      if (typeof node === 'string') {
        parts.push(node);
        continue;
      }
      if (Array.isArray(node)) {
        for (const run of node) parts.push(run);
        continue;
      }
      if (!isElement(node)) {
        parts.push(node.markup);
        continue;
      }
      parts.push(node.startTag);
      if (node.children.length === 0) {
        parts.push(plainTagsOf(node.name).end);
        continue;
      }
      const [first] = node.children;
      // The browser drops a newline right after <pre>'s start tag: one written there keeps the text's own.
      const firstRun = first === undefined ? undefined : typeof first === 'string' ? first : Array.isArray(first) ? first[0] : undefined;
      if (node.name === 'pre' && /^\r?\n/.test(firstRun ?? '')) parts.push('\n');
      frames.push({ nodes: node.children, next: 0, endTag: plainTagsOf(node.name).end, fosteredOf: -1 });
    }
    return parts.join('');
  }
}

/** Start and end tags of elements without attributes, by name: written once, not once per element. */
const plainTags = new Map<string, { start: string; end: string }>();
function plainTagsOf(name: string): { start: string; end: string } {
  let tags = plainTags.get(name);
  if (!tags) {
    tags = { start: `<${name}>`, end: `</${name}>` };
    plainTags.set(name, tags);
  }
  return tags;
}

/** Void elements without attributes, written, by name: one object each, not one per element. */
const plainMarkup = new Map<string, Markup>();
function plainMarkupOf(name: string): Markup {
  let markup = plainMarkup.get(name);
  if (!markup) {
    markup = { markup: plainTagsOf(name).start };
    plainMarkup.set(name, markup);
  }
  return markup;
}

/** An element's start tag with its attributes. */
function startTagOf(element: string, attributes: readonly [string, string][]): string {
  if (attributes.length === 0) return plainTagsOf(element).start;
  let tag = `<${element}`;
  for (const [name, value] of attributes) tag += ` ${name}=${quoteAttribute(value)}`;
  return `${tag}>`;
}

