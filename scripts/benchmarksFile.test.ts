import { describe, expect, it } from 'vitest';
import { replaceSection } from './benchmarksFile.ts';

describe('replaceSection', () => {
  it('appends a section the document does not have yet, between its markers', () => {
    expect(replaceSection('# Benchmarks\n', 'bench', 'table\n')).toBe('# Benchmarks\n\n<!-- bench:start -->\ntable\n<!-- bench:end -->\n');
  });

  it('replaces only its own section, keeping the text around it and the other sections', () => {
    const document = 'intro\n<!-- bench:start -->\nold\n<!-- bench:end -->\nmiddle\n<!-- load:start -->\nload\n<!-- load:end -->\n';
    expect(replaceSection(document, 'bench', 'new')).toBe('intro\n<!-- bench:start -->\nnew\n<!-- bench:end -->\nmiddle\n<!-- load:start -->\nload\n<!-- load:end -->\n');
  });
});
