import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenizer';

describe('tokenize', () => {
  /** The tokens of `input` as strings, with a sink that reads raw text after <style> and <script> and CDATA only when told. */
  function tokens(input: string, cdata = false): string[] {
    const out: string[] = [];
    tokenize(input, {
      text: (raw) => out.push(`text ${raw}`),
      startTag(name, attributes, selfClosing) {
        out.push(`start ${name}${attributes.map(([n, v]) => ` ${n}=${v}`).join('')}${selfClosing ? ' /' : ''}`);
        return name === 'style' ? 'rawtext' : name === 'script' ? 'script' : name === 'plaintext' ? 'plaintext' : 'data';
      },
      endTag: (name) => out.push(`end ${name}`),
      cdataAllowed: () => cdata,
    });
    return out;
  }

  it('lowercases names, keeps the first of two attributes of a name and values as written', () => {
    expect(tokens('<A HREF=x title="a&amp;b" href=y Data-X=\'1\' checked/>')).toEqual(['start a href=x title=a&amp;b data-x=1 checked= /']);
  });

  it('drops a tag the input ends inside, and keeps a < that starts no tag as text', () => {
    expect(tokens('a < b <img src=x onerror="1"')).toEqual(['text a < b ']);
    expect(tokens('a<')).toEqual(['text a<']);
  });

  it('ends comments where the browser does (<!-->, <!--->, --!>) and reads </x y>, <?x> and doctypes to their first >', () => {
    expect(tokens('a<!-->b<!--->c<!-- x --!>d</ x>e<?x>f<!DOCTYPE html "a>g')).toEqual(['text a', 'text b', 'text c', 'text d', 'text e', 'text f', 'text g']);
  });

  it('reads raw text to the element\'s own end tag only, and script data past its escaped parts', () => {
    expect(tokens('<style></styles><b></style>x')).toEqual(['start style', 'text </styles><b>', 'end style', 'text x']);
    expect(tokens('<script><!--<script></script>--></script>x')).toEqual(['start script', 'text <!--<script></script>-->', 'end script', 'text x']);
  });

  it('reads CDATA as text only where the sink allows it, elsewhere as a bogus comment to its first >', () => {
    expect(tokens('<![CDATA[a>b]]>c', true)).toEqual(['text a>b', 'text c']);
    expect(tokens('<![CDATA[a>b]]>c')).toEqual(['text b]]>c']);
  });

  it('reads everything after <plaintext> as text', () => {
    expect(tokens('<plaintext></plaintext><b>')).toEqual(['start plaintext', 'text </plaintext><b>']);
  });
});
