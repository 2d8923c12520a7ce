/**
 * @module Inputs of hostile size and shape for the sanitizer's tests and `npm run bench:sanitizer`: each makes
 * one rule of the tree builder, the dropped content or the URL check do its most work per character (deep
 * nesting, long scans of what is open, content put before a table, joined text, many attributes…). Test-only.
 */

/** One hostile shape: a prefix, then a unit repeated, then a suffix. */
interface Shape {
  name: string;
  prefix?: string;
  unit: (index: number) => string;
  suffix?: string;
}

const shapes: readonly Shape[] = [
  { name: '<select>, then <div>s', prefix: '<select>', unit: () => '<div>' },
  { name: '<form>, then <div>s', prefix: '<form>', unit: () => '<div>' },
  { name: 'nested <div>s', unit: () => '<div>' },
  { name: 'nested <b>s', unit: () => '<b>' },
  { name: 'one tag with many attributes', prefix: '<a', unit: (i) => ` a${i}=1`, suffix: '>' },
  { name: '<table>, then x<br>s', prefix: '<table>', unit: () => 'x<br>' },
  { name: 'text joined across dropped tags', unit: () => 'a<x>' },
  { name: 'references cut by dropped tags', unit: () => '&am<x>p;' },
  { name: '<svg>, then <g>s, then end tags of nothing open', prefix: '<svg>', unit: (i) => (i % 2 === 0 ? '<g>' : '</x>') },
  { name: 'links inside links', unit: () => '<a href="/x">' },
  { name: 'list items in lists', unit: () => '<ul><li>' },
  { name: 'tables in table cells', unit: () => '<table><td>' },
  { name: '</p>s', unit: () => '</p>' },
  { name: '<span>s, then end tags of a phrasing element not open', prefix: '<div>', unit: (i) => (i < 300 ? '<span>' : '</sub>') },
  { name: 'a link whose URL is spaces', prefix: '<a href="a', unit: () => ' ', suffix: 'b">x</a>' },
  { name: 'a link whose URL is references', prefix: '<a href="', unit: () => '&amp;a', suffix: '">x</a>' },
];

/** Each hostile shape, its unit repeated until the input has about `length` characters (not more). */
export function pathologicalInputs(length: number): { name: string; html: string }[] {
  return shapes.map(({ name, prefix = '', unit, suffix = '' }) => {
    const parts = [prefix];
    let size = prefix.length + suffix.length;
    for (let i = 0; ; i++) {
      const next = unit(i);
      if (size + next.length > length) break;
      parts.push(next);
      size += next.length;
    }
    parts.push(suffix);
    return { name, html: parts.join('') };
  });
}
