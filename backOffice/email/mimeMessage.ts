/**
 * @module A MIME message (RFC 5322, 2045-2047) of a plain-text and an HTML part, as the Email Service's
 * send_email binding takes it raw. Small on purpose: UTF-8 everywhere, both parts base64, non-ASCII
 * header text as RFC 2047 encoded words, and a header value with a line break refused outright (the
 * values come from visitors: no header may be smuggled in).
 */

interface MailAddress {
  address: string;
  name?: string;
}

export interface MimeMessageInput {
  from: MailAddress;
  to: readonly MailAddress[];
  cc?: readonly MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  /** Without the angle brackets: `id@domain`. */
  messageId: string;
  date: Date;
  /** Further headers (`X-…`), ASCII values. */
  headers?: Readonly<Record<string, string>>;
  text: string;
  html: string;
}

const encoder = new TextEncoder();

/** An address must be plain: no spaces, brackets, quotes or controls (zod's e-mail check passes only such). */
const plainAddress = /^[^\s<>()",;:\\[\]\u0000-\u001f\u007f]+@[^\s<>()",;:\\[\]\u0000-\u001f\u007f]+$/;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 of the UTF-8 text in lines of 76 characters. */
function base64Lines(text: string): string {
  return base64(encoder.encode(text)).replace(/.{76}/g, '$&\r\n');
}

/**
 * Header text: as is when it is plain printable ASCII, otherwise encoded words of at most 75
 * characters, folded onto continuation lines.
 * @example encodeHeaderText('Érdeklődés') // '=?UTF-8?B?w4lyZGVrbMWRZMOpcw==?='
 */
export function encodeHeaderText(text: string): string {
  if (/[\r\n]/.test(text)) throw new Error('a header value may not hold a line break');
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    // 45 bytes make 60 base64 characters: the word stays under 75 with its =?UTF-8?B? and ?=.
    if (encoder.encode(chunk + char).byteLength > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(encoder.encode(word))}?=`).join('\r\n ');
}

/**
 * One address with its display name.
 * @example formatAddress({ name: 'Kovács Anna', address: 'anna@example.hu' }) // '=?UTF-8?B?S292w6FjcyBBbm5h?= <anna@example.hu>'
 */
export function formatAddress({ address, name }: MailAddress): string {
  if (!plainAddress.test(address)) throw new Error(`not a plain e-mail address: ${JSON.stringify(address)}`);
  if (!name) return address;
  const phrase = /^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/[\\"]/g, '\\$&')}"` : encodeHeaderText(name);
  return `${phrase} <${address}>`;
}

/** RFC 5322's date: `Wed, 25 Nov 2026 14:40:00 +0000`. */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

/** The whole message, CRLF line ends. `boundary` is fixed in tests. */
export function buildMimeMessage(message: MimeMessageInput, boundary = `=_${crypto.randomUUID()}`): string {
  const extra = Object.entries(message.headers ?? {}).map(([name, value]) => {
    if (!/^[A-Za-z0-9-]+$/.test(name) || !/^[\x20-\x7e]*$/.test(value)) throw new Error(`bad header ${name}`);
    return `${name}: ${value}`;
  });
  const headers = [
    `From: ${formatAddress(message.from)}`,
    `To: ${message.to.map(formatAddress).join(', ')}`,
    ...(message.cc?.length ? [`Cc: ${message.cc.map(formatAddress).join(', ')}`] : []),
    ...(message.replyTo ? [`Reply-To: ${formatAddress(message.replyTo)}`] : []),
    `Subject: ${encodeHeaderText(message.subject)}`,
    `Date: ${mailDate(message.date)}`,
    `Message-ID: <${message.messageId}>`,
    ...extra,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) => [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join('\r\n');
  return [...headers, '', part('text/plain', message.text), part('text/html', message.html), `--${boundary}--`, ''].join('\r\n');
}
