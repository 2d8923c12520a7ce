/**
 * @module A MIME message (RFC 5322, 2045-2047) of a plain-text and an HTML part, as the Email Service's
 * send_email binding takes it raw. Small on purpose: UTF-8 everywhere, both parts base64, non-ASCII
 * header text as RFC 2047 encoded words. Display names and the subject come from the CMS and from visitors:
 * their control and bidi characters are folded away (headerText), so no header can be smuggled in and a bad
 * record upstream cannot make a message unbuildable; the further headers are the code's own and are checked.
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

/** Bidi controls (and the byte order mark): they reorder what a mail client shows, and take no room. */
const invisibleControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** C0 controls (line breaks and tabs among them), DEL, C1 controls and the Unicode line separators: each run becomes a space. */
const spacingControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Text as one clean line, for a header or a line of the plain-text part: invisible format controls
 * dropped, every other run of control characters one space, runs of spaces one, the ends trimmed.
 * @example headerText('Immo1\r\nBcc: x@example.hu') // 'Immo1 Bcc: x@example.hu'
 * @example headerText('Immo\u202e1') // 'Immo1'
 */
export function headerText(text: string): string {
  return text.replace(invisibleControls, '').replace(spacingControls, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * Header text as one line (headerText): as is when it is plain printable ASCII, otherwise encoded words
 * of at most 75 characters, folded onto continuation lines.
 * @example encodeHeaderText('Érdeklődés') // '=?UTF-8?B?w4lyZGVrbMWRZMOpcw==?='
 */
export function encodeHeaderText(value: string): string {
  const text = headerText(value);
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
export function formatAddress({ address, name: given }: MailAddress): string {
  if (!plainAddress.test(address)) throw new Error(`not a plain e-mail address: ${JSON.stringify(address)}`);
  const name = given === undefined ? '' : headerText(given);
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
