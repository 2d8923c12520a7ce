import { describe, expect, it } from 'vitest';
import { buildMimeMessage, encodeHeaderText, formatAddress, headerText, type MimeMessageInput } from './mimeMessage';

const message: MimeMessageInput = {
  from: { address: 'ajanlatkeres@example.hu', name: 'Immo1 Budapest XIII. kerület' },
  to: [{ address: 'agent@example.hu' }],
  cc: [{ address: 'iroda@example.hu' }],
  replyTo: { address: 'anna@example.hu', name: 'Kovács Anna' },
  subject: 'Új érdeklődés: Napfényes, 3 szobás lakás a Váci úton, erkéllyel és kilátással (12.)',
  messageId: 'abc@example.hu',
  date: new Date('2026-11-25T14:40:00Z'),
  headers: { 'X-Enquiry-Id': 'abc' },
  text: 'Első sor\nmásodik: ő ű',
  html: '<p>Üzenet</p>',
};

const decodeWords = (value: string) => value.replace(/\r\n /g, '').replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));

describe('buildMimeMessage', () => {
  const raw = buildMimeMessage(message, 'BOUNDARY');
  const [head = '', ...rest] = raw.split('\r\n\r\n');

  it('writes the headers with CRLF, non-ASCII text as encoded words of at most 75 characters', () => {
    const lines = head.split('\r\n');
    expect(lines).toContain('To: agent@example.hu');
    expect(lines).toContain('Cc: iroda@example.hu');
    expect(lines).toContain('Date: Wed, 25 Nov 2026 14:40:00 +0000');
    expect(lines).toContain('Message-ID: <abc@example.hu>');
    expect(lines).toContain('X-Enquiry-Id: abc');
    expect(lines).toContain('Content-Type: multipart/alternative; boundary="BOUNDARY"');
    for (const word of head.match(/=\?[^ ]*\?=/g) ?? []) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeWords(/Subject: ([^]*?)\r\nDate/.exec(head)?.[1] ?? '')).toBe(message.subject);
    expect(decodeWords(/Reply-To: (.*)/.exec(head)?.[1] ?? '')).toBe('Kovács Anna <anna@example.hu>');
    expect(lines.every((line) => line.length <= 998)).toBe(true);
  });

  it('carries a plain-text and an HTML part, both UTF-8 in base64', () => {
    const body = rest.join('\r\n\r\n');
    expect(body).toContain('--BOUNDARY\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64');
    expect(body).toContain('--BOUNDARY\r\nContent-Type: text/html; charset=utf-8');
    expect(raw.endsWith('--BOUNDARY--\r\n')).toBe(true);
    const textPart = (rest[1] ?? '').split('\r\n--')[0] ?? '';
    expect(textPart.split('\r\n').every((line) => line.length <= 76)).toBe(true);
    expect(new TextDecoder().decode(Uint8Array.from(atob(textPart.replace(/\r\n/g, '')), (c) => c.charCodeAt(0)))).toBe(message.text);
  });

  it('folds a display name or subject that would start a new header onto its own line, and refuses such an address', () => {
    const folded = buildMimeMessage({ ...message, subject: 'x\r\nBcc: victim@example.hu', replyTo: { address: 'anna@example.hu', name: 'Anna\nBcc: victim@example.hu' } }, 'B');
    const lines = (folded.split('\r\n\r\n')[0] ?? '').split('\r\n');
    expect(lines).toContain('Subject: x Bcc: victim@example.hu');
    expect(lines).toContain('Reply-To: "Anna Bcc: victim@example.hu" <anna@example.hu>');
    expect(lines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(() => formatAddress({ address: 'anna@example.hu>\r\nBcc: v@example.hu' })).toThrow(/plain e-mail address/);
    expect(() => buildMimeMessage({ ...message, headers: { 'X-Bad': 'a\r\nb' } })).toThrow(/bad header/);
  });

  it('builds the message from a CMS name holding line breaks, ESC, C1 and bidi controls: the From name is one clean line', () => {
    const name = 'Immo1\nBudapest\r\n\u001b[31m XIII.\u0085 \u202ekerület\u2066';
    const raw = buildMimeMessage({ ...message, from: { address: 'ajanlatkeres@example.hu', name }, subject: `Új érdeklődés\u2028${name}` }, 'B');
    const head = raw.split('\r\n\r\n')[0] ?? '';
    expect(decodeWords(/From: (.*)/.exec(head)?.[1] ?? '')).toBe('Immo1 Budapest [31m XIII. kerület <ajanlatkeres@example.hu>');
    expect(decodeWords(/Subject: ([^]*?)\r\nDate/.exec(head)?.[1] ?? '')).toBe('Új érdeklődés Immo1 Budapest [31m XIII. kerület');
    expect(head).not.toMatch(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)|(?<!\r)\n/);
  });

  it('drops bidi controls and makes every other run of controls one space', () => {
    expect(headerText('Immo\u202e1')).toBe('Immo1');
    expect(headerText(' a\t\t b \u0000\n')).toBe('a b');
    expect(formatAddress({ address: 'a@example.hu', name: '\r\n' })).toBe('a@example.hu');
  });

  it('quotes an ASCII display name and escapes its quotes', () => {
    expect(formatAddress({ address: 'a@example.hu', name: 'Anna "the buyer"' })).toBe('"Anna \\"the buyer\\"" <a@example.hu>');
    expect(encodeHeaderText('plain')).toBe('plain');
  });
});
