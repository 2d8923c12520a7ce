/**
 * @module The e-mails the local send_email binding was given, read back: miniflare keeps each raw
 * message as an .eml file (in `email/email` of each `miniflare-<hex>` temporary directory and, for
 * wrangler dev, also under the project's `.wrangler/tmp/email`). Used by the worker tests (through a
 * service binding) and the bench; parses only what our own MIME builder writes (base64 parts,
 * RFC 2047 B-encoded words), which is all these files hold.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SentEmail {
  file: string;
  /** Header names in lower case; encoded words decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

/** Where miniflare writes sent messages: every miniflare temporary directory, and the project's own. */
async function sentEmailDirectories(projectRoot?: string): Promise<string[]> {
  const tmp = os.tmpdir();
  const roots = (await readdir(tmp).catch(() => [])).filter((name) => name.startsWith('miniflare-')).map((name) => path.join(tmp, name, 'email', 'email'));
  if (projectRoot) {
    const projectEmail = path.join(projectRoot, '.wrangler', 'tmp', 'email');
    for (const session of await readdir(projectEmail).catch(() => [])) roots.push(path.join(projectEmail, session, 'email'));
  }
  return roots;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?b\?([^?]*)\?=/gi, (_, encoded: string) => Buffer.from(encoded, 'base64').toString('utf8'));
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** Parses one raw message of our MIME builder's shape. */
function parseEmail(raw: string, file = ''): SentEmail {
  const crlf = raw.includes('\r\n') ? raw : raw.replace(/\n/g, '\r\n');
  const split = crlf.indexOf('\r\n\r\n');
  const headers = parseHeaders(crlf.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts: Record<string, string> = {};
  if (boundary) {
    for (const section of crlf.slice(split + 4).split(`--${boundary}`)) {
      const at = section.indexOf('\r\n\r\n');
      if (at < 0) continue;
      const partHeaders = parseHeaders(section.slice(0, at).replace(/^\r\n/, ''));
      const type = (partHeaders['content-type'] ?? '').split(';')[0] ?? '';
      const body = section.slice(at + 4);
      parts[type] = /base64/i.test(partHeaders['content-transfer-encoding'] ?? '') ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
    }
  }
  return { file, headers, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}

/** Every sent e-mail of the last `withinMs` whose raw text contains `marker` (an enquiry's id, say). */
export async function findSentEmails(marker: string, options: { projectRoot?: string; withinMs?: number } = {}): Promise<SentEmail[]> {
  const since = Date.now() - (options.withinMs ?? 3_600_000);
  const found: SentEmail[] = [];
  const seen = new Set<string>();
  for (const dir of await sentEmailDirectories(options.projectRoot)) {
    for (const name of await readdir(dir).catch(() => [])) {
      if (!name.endsWith('.eml')) continue;
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs < since) continue;
      const raw = await readFile(file, 'utf8');
      // wrangler dev writes the same message into two directories: count it once.
      if (!raw.includes(marker) || seen.has(`${name}:${info.size}`)) continue;
      seen.add(`${name}:${info.size}`);
      found.push(parseEmail(raw, file));
    }
  }
  return found;
}
