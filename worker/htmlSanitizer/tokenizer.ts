/**
 * @module The HTML standard's tokenizer, as far as the CMS sanitizer needs it: start and end tags with their
 * attributes (names lowercased, values as written, duplicates dropped), text as written, comments, doctypes,
 * bogus comments and CDATA sections read and left out exactly where the browser's tokenizer starts and ends
 * them, and the content of raw text, RCDATA, script and plaintext elements read to the end tag that ends it.
 * Character references are not decoded (the sanitizer writes text and values back as written, for the browser
 * to decode exactly as it would have). Which content model follows a start tag is the tree's decision, as in
 * the browser: the sink answers it. It never refuses input: every string is a sequence of tokens.
 */

/** How the tokenizer reads what follows a start tag (the standard's tokenizer states the tree switches to). */
export type ContentModel = 'data' | 'rcdata' | 'rawtext' | 'script' | 'plaintext';

/** Attributes of a tag: name (lowercased) and value as written, in order, the first of a name kept. */
export type TagAttributes = [name: string, value: string][];

/** What receives the tokens. */
interface TokenSink {
  /** Text as written (references undecoded), possibly in several runs. */
  text(raw: string): void;
  /** A start tag; the answer says how its content is read. */
  startTag(name: string, attributes: TagAttributes, selfClosing: boolean): ContentModel;
  endTag(name: string): void;
  /** True where a CDATA section is one (in foreign content); elsewhere `<![CDATA[` starts a bogus comment. */
  cdataAllowed(): boolean;
}

const TAB = 9, LF = 10, FF = 12, SPACE = 32, BANG = 33, DQUOTE = 34, SQUOTE = 39, DASH = 45, SLASH = 47;
const EQUALS = 61, GT = 62, QUESTION = 63, LT = 60;

function isWhitespace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === FF;
}

function isAsciiAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A name as the tokenizer keeps it: ASCII upper case lowered, NUL replaced. */
function tokenName(raw: string): string {
  // Most names need neither: a scan of their characters is cheaper than making a new string.
  let plain = true;
  for (let i = 0; i < raw.length && plain; i++) {
    const c = raw.charCodeAt(i);
    plain = c !== 0 && (c < 65 || c > 90);
  }
  if (plain) return raw;
  const lower = raw.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  return lower.includes('\u0000') ? lower.replace(/\u0000/g, '\uFFFD') : lower;
}

/**
 * Adds an attribute unless the tag has one of that name already (the browser keeps the first). Answers the set
 * of names to pass next time: a few attributes are compared one by one, more through a set, so a tag with any
 * number of them costs linear time.
 */
function addAttribute(attributes: TagAttributes, names: Set<string> | null, name: string, value: string): Set<string> | null {
  if (names === null && attributes.length < 8) {
    for (const [existing] of attributes) if (existing === name) return null;
    attributes.push([name, value]);
    return null;
  }
  const seen = names ?? new Set(attributes.map(([existing]) => existing));
  if (!seen.has(name)) {
    seen.add(name);
    attributes.push([name, value]);
  }
  return seen;
}

interface Tag {
  name: string;
  attributes: TagAttributes;
  selfClosing: boolean;
  /** Index just past the tag's `>`. */
  end: number;
}

/**
 * Reads a tag whose name starts at `start` (after `<` or `</`), through the standard's tag, attribute name,
 * attribute value and self-closing states; null when the input ends inside it (the browser drops such a tag).
 */
function readTag(input: string, start: number): Tag | null {
  const length = input.length;
  let i = start;
  while (i < length) {
    const c = input.charCodeAt(i);
    if (isWhitespace(c) || c === SLASH || c === GT) break;
    i++;
  }
  const name = tokenName(input.slice(start, i));
  const attributes: TagAttributes = [];
  let names: Set<string> | null = null;
  let selfClosing = false;
  // Before attribute name (and the states that lead back to it).
  while (i < length) {
    let c = input.charCodeAt(i);
    if (isWhitespace(c)) {
      i++;
      continue;
    }
    if (c === GT) return { name, attributes, selfClosing, end: i + 1 };
    if (c === SLASH) {
      // Self-closing start tag state: only `/>` counts; otherwise the `/` is ignored.
      selfClosing = input.charCodeAt(i + 1) === GT;
      i++;
      continue;
    }
    selfClosing = false;
    // Attribute name state: a leading `=` is part of the name.
    const nameStart = i;
    i++;
    while (i < length) {
      c = input.charCodeAt(i);
      if (isWhitespace(c) || c === SLASH || c === GT || c === EQUALS) break;
      i++;
    }
    const attributeName = tokenName(input.slice(nameStart, i));
    // After attribute name state.
    while (i < length && isWhitespace(input.charCodeAt(i))) i++;
    if (i >= length) return null;
    if (input.charCodeAt(i) !== EQUALS) {
      names = addAttribute(attributes, names, attributeName, '');
      continue;
    }
    // Before attribute value state.
    i++;
    while (i < length && isWhitespace(input.charCodeAt(i))) i++;
    if (i >= length) return null;
    c = input.charCodeAt(i);
    if (c === DQUOTE || c === SQUOTE) {
      const close = input.indexOf(c === DQUOTE ? '"' : "'", i + 1);
      if (close === -1) return null;
      names = addAttribute(attributes, names, attributeName, input.slice(i + 1, close));
      // After attribute value (quoted): anything but whitespace, `/` and `>` starts the next attribute at once.
      i = close + 1;
      continue;
    }
    if (c === GT) {
      names = addAttribute(attributes, names, attributeName, '');
      continue;
    }
    const valueStart = i;
    while (i < length) {
      c = input.charCodeAt(i);
      if (isWhitespace(c) || c === GT) break;
      i++;
    }
    if (i >= length) return null;
    names = addAttribute(attributes, names, attributeName, input.slice(valueStart, i));
  }
  return null;
}

/** Whether `input` has, at `at`, the end tag `</name` followed by what ends a tag name (the "appropriate end tag"). */
function isEndTagOf(input: string, at: number, name: string): boolean {
  if (input.charCodeAt(at) !== LT || input.charCodeAt(at + 1) !== SLASH) return false;
  const after = at + 2 + name.length;
  if (after >= input.length || input.slice(at + 2, after).toLowerCase() !== name) return false;
  const c = input.charCodeAt(after);
  return isWhitespace(c) || c === SLASH || c === GT;
}

/** Whether `input` has, at `at` (just past `<` or `</`), `script` followed by whitespace, `/` or `>`. */
function isScriptWord(input: string, at: number): boolean {
  const after = at + 6;
  if (after >= input.length || input.slice(at, after).toLowerCase() !== 'script') return false;
  const c = input.charCodeAt(after);
  return isWhitespace(c) || c === SLASH || c === GT;
}

/**
 * Where a script element's content ends: its `</script` end tag, past the escaped (`<!--`) and
 * double-escaped (`<!-- <script>`) parts the standard's script data states skip.
 */
function scriptContentEnd(input: string, from: number): number {
  const length = input.length;
  let escaped = false;
  let doubleEscaped = false;
  let dashes = 0;
  for (let i = from; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c === DASH) {
      dashes++;
      continue;
    }
    if (c === GT && dashes >= 2 && escaped) {
      escaped = false;
      doubleEscaped = false;
    } else if (c === LT) {
      if (!doubleEscaped && isEndTagOf(input, i, 'script')) return i;
      if (!escaped && input.startsWith('!--', i + 1)) {
        escaped = true;
        // `<!--` leaves the tokenizer in the escaped dash dash state: a `>` right after returns to script data.
        i += 3;
        dashes = 2;
        continue;
      }
      if (escaped && !doubleEscaped && isScriptWord(input, i + 1)) doubleEscaped = true;
      else if (doubleEscaped && input.charCodeAt(i + 1) === SLASH && isScriptWord(input, i + 2)) doubleEscaped = false;
    }
    dashes = 0;
  }
  return length;
}

/** Where a comment's content starting at `from` (just past `<!--`) ends, and the index past the comment. */
function commentEnd(input: string, from: number): number {
  if (input.charCodeAt(from) === GT) return from + 1;
  if (input.charCodeAt(from) === DASH && input.charCodeAt(from + 1) === GT) return from + 2;
  const match = /--!?>/g;
  match.lastIndex = from;
  const found = match.exec(input);
  return found ? found.index + found[0].length : input.length;
}

/** The index past a bogus comment or doctype: its first `>`, or the end of the input. */
function nextGreaterThan(input: string, from: number): number {
  const at = input.indexOf('>', from);
  return at === -1 ? input.length : at + 1;
}

/** Tokenizes `input` (newlines already normalized) into `sink`. */
export function tokenize(input: string, sink: TokenSink): void {
  const length = input.length;
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) sink.text(input.slice(textStart, end));
  };
  /** The tag at `lt` (its name at `nameStart`), after the text before it; null when the input ends inside it. */
  const tagAt = (lt: number, nameStart: number): Tag | null => {
    const tag = readTag(input, nameStart);
    flushText(lt);
    if (tag) i = textStart = tag.end;
    return tag;
  };
  while (i < length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) break;
    const c = input.charCodeAt(lt + 1);
    if (isAsciiAlpha(c)) {
      const tag = tagAt(lt, lt + 1);
      if (!tag) return;
      const model = sink.startTag(tag.name, tag.attributes, tag.selfClosing);
      if (model === 'data') continue;
      if (model === 'plaintext') break;
      // The element's content is text up to its end tag, which is then read as a tag.
      const end = model === 'script' ? scriptContentEnd(input, i) : findEndTag(input, i, tag.name);
      flushText(end);
      i = textStart = end;
      continue;
    }
    if (c === SLASH) {
      const next = input.charCodeAt(lt + 2);
      if (isAsciiAlpha(next)) {
        const tag = tagAt(lt, lt + 2);
        if (!tag) return;
        sink.endTag(tag.name);
      } else if (lt + 2 >= length) {
        // `</` at the end is text.
        break;
      } else {
        // `</>` is nothing; `</` and anything else starts a bogus comment.
        flushText(lt);
        i = textStart = next === GT ? lt + 3 : nextGreaterThan(input, lt + 2);
      }
      continue;
    }
    if (c === BANG) {
      flushText(lt);
      if (input.startsWith('--', lt + 2)) {
        i = commentEnd(input, lt + 4);
      } else if (input.startsWith('[CDATA[', lt + 2) && sink.cdataAllowed()) {
        const close = input.indexOf(']]>', lt + 9);
        sink.text(input.slice(lt + 9, close === -1 ? length : close));
        i = close === -1 ? length : close + 3;
      } else {
        // A doctype (ignored in content) ends at its first `>` too, whatever quotes it holds.
        i = nextGreaterThan(input, lt + 2);
      }
      textStart = i;
      continue;
    }
    if (c === QUESTION) {
      flushText(lt);
      i = textStart = nextGreaterThan(input, lt + 1);
      continue;
    }
    // Any other `<` is text.
    i = lt + 1;
  }
  flushText(length);
}

/** Where RCDATA or raw text content starting at `from` ends: the element's own end tag, or the end of the input. */
function findEndTag(input: string, from: number, name: string): number {
  for (let at = input.indexOf('</', from); at !== -1; at = input.indexOf('</', at + 2)) {
    if (isEndTagOf(input, at, name)) return at;
  }
  return input.length;
}
