/**
 * @module The card renderer's parts read from node_modules, for the tests and the benchmark in Node
 * (the worker gets the same files as modules: shareCards/index.ts).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { CardEngineParts } from '../renderShareCard';

const require = createRequire(import.meta.url);

/** A file of a package as an ArrayBuffer of its own. */
async function packageFile(specifier: string): Promise<ArrayBuffer> {
  const bytes = await readFile(require.resolve(specifier));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The renderer's WebAssembly and fonts, as the worker bundles them. */
export async function nodeCardEngineParts(): Promise<CardEngineParts> {
  const font = (name: string) => packageFile(`@fontsource/noto-sans/files/noto-sans-${name}-normal.woff`);
  return {
    layoutWasm: await packageFile('satori/yoga.wasm'),
    resvgWasm: await packageFile('@resvg/resvg-wasm/index_bg.wasm'),
    jpegWasm: new WebAssembly.Module(await packageFile('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm')),
    fonts: { latin400: await font('latin-400'), latin700: await font('latin-700'), latinExt400: await font('latin-ext-400'), latinExt700: await font('latin-ext-700') },
  };
}
