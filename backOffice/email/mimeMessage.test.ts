import { describe, expect, it } from 'vitest';
import { buildMimeMessage, encodeHeaderText, formatAddress, type MimeMessageInput } from './mimeMessage';

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

  it('refuses a header value or an address that would start a new header', () => {
    expect(() => buildMimeMessage({ ...message, subject: 'x\r\nBcc: victim@example.hu' })).toThrow(/line break/);
    expect(() => buildMimeMessage({ ...message, replyTo: { address: 'anna@example.hu', name: 'Anna\nBcc: victim@example.hu' } })).toThrow(/line break/);
    expect(() => formatAddress({ address: 'anna@example.hu>\r\nBcc: v@example.hu' })).toThrow(/plain e-mail address/);
    expect(() => buildMimeMessage({ ...message, headers: { 'X-Bad': 'a\r\nb' } })).toThrow(/bad header/);
  });

  it('quotes an ASCII display name and escapes its quotes', () => {
    expect(formatAddress({ address: 'a@example.hu', name: 'Anna "the buyer"' })).toBe('"Anna \\"the buyer\\"" <a@example.hu>');
    expect(encodeHeaderText('plain')).toBe('plain');
  });
});
