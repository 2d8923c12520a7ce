/**
 * @module parse5's enums as constants in the worker (build.mjs; docs/decisions/009-worker-weight.md).
 *
 * parse5 is written in TypeScript, but its published dist/ has each enum compiled to an object that an
 * IIFE fills (`State[State["DATA"] = 0] = "DATA"`), so every `State.DATA` in the tokenizer and the parser
 * stays a property read and every member name stays in the bundle. This esbuild plugin hands esbuild those
 * files with the enums written back as TypeScript enums; esbuild then inlines their values across modules,
 * as it does for enums in our own code, and leaves out objects nothing reads at run time. The code is
 * otherwise unchanged; an enum written any other way (a later parse5) is left as it is.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/** `var Name; (function (Name) { …members… })(Name || (Name = {}));` as TypeScript compiles an enum. */
const compiledEnum = /(export )?var (\w+);\n\(function \(\2\) \{\n([\s\S]*?)\n\}\)\(\2 \|\| \(\2 = \{\}\)\);/g;
/** `Name[Name["DATA"] = 0] = "DATA";` */
const numericMember = /^\s*(\w+)\[\1\["(\w+)"\] = (-?\d+)\] = "\2";$/;
/** `Name["HTML"] = "http://www.w3.org/1999/xhtml";` */
const stringMember = /^\s*(\w+)\["(\w+)"\] = ("[^"\\]*");$/;

/**
 * The module with its compiled enums written back as TypeScript enums, and how many were; an enum with a
 * member of any other form stays as it was.
 * @example typescriptEnums('var E;\n(function (E) {\n    E[E["A"] = 0] = "A";\n})(E || (E = {}));').code // 'enum E { A = 0 }'
 */
export function typescriptEnums(code: string): { code: string; enums: number } {
  let enums = 0;
  const rewritten = code.replace(compiledEnum, (compiled, exported: string | undefined, name: string, body: string) => {
    const members: string[] = [];
    for (const line of body.split('\n')) {
      const member = numericMember.exec(line) ?? stringMember.exec(line);
      if (!member || member[1] !== name) return compiled;
      members.push(`${member[2]} = ${member[3]}`);
    }
    enums += 1;
    return `${exported ?? ''}enum ${name} { ${members.join(', ')} }`;
  });
  return { code: rewritten, enums };
}

/** Loads parse5's dist files as TypeScript with their enums restored (see the module comment). */
export const inlineParse5Enums: Plugin = {
  name: 'inline-parse5-enums',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]parse5[\\/]dist[\\/].*\.js$/ }, async (args) => {
      const { code, enums } = typescriptEnums(await readFile(args.path, 'utf8'));
      // Files without an enum stay JavaScript: the TypeScript loader would also drop their unused imports.
      return enums ? { contents: code, loader: 'ts' } : undefined;
    });
  },
};
