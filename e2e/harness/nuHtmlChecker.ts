/**
 * @module The Nu Html Checker (the vnu-jar package's vnu.jar, run with the machine's Java 17+), over many
 * documents in one JVM start.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface HtmlDocument {
  /** A file-safe name the messages refer to. */
  name: string;
  html: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/** Every error the checker finds, as `name:line: message`; warnings and information are left out. */
export async function htmlErrors(documents: readonly HtmlDocument[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      documents.map(async ({ name, html }) => {
        const file = path.join(dir, `${name}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    const output = await new Promise<string>((resolve, reject) => {
      // --exit-zero-always: errors are read from the report, a failure to run is an exception.
      execFile('java', ['-jar', vnuJar, '--errors-only', '--exit-zero-always', '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
        error ? reject(new Error(`vnu.jar could not run (is Java 17+ on the PATH?): ${error.message}\n${stderr}`)) : resolve(stdout),
      );
    });
    const { messages }: { messages: VnuMessage[] } = JSON.parse(output);
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${path.basename(m.url ?? '?', '.html')}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
