import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { describeProblems, hexColor, optionOf, pictureUrl, recordId, sqlLiteral } from './operatorInput';

describe('recordId', () => {
  it('reads plain digits as the id', () => {
    expect(recordId.parse('31')).toBe(31);
  });

  it('refuses what Number() would read but an operator did not mean', () => {
    for (const text of ['1e3', '0x1f', '+3', '031', '3.0', '', '-1', 'Infinity']) expect(recordId.safeParse(text).success, text).toBe(false);
  });
});

describe('pictureUrl', () => {
  it('takes a site path or an https URL, not a protocol-relative or plain http one', () => {
    expect(pictureUrl.safeParse('/media/logo.svg?label=X').success).toBe(true);
    expect(pictureUrl.safeParse('https://cdn.example.hu/logo.png').success).toBe(true);
    for (const text of ['//evil.example/logo.png', 'http://cdn.example.hu/logo.png', 'javascript:alert(1)', 'logo.png']) expect(pictureUrl.safeParse(text).success, text).toBe(false);
  });
});

describe('hexColor', () => {
  it('takes #rrggbb only', () => {
    expect(hexColor.safeParse('#12aBcd').success).toBe(true);
    for (const text of ['#123', '123456', '#1234567', 'red']) expect(hexColor.safeParse(text).success, text).toBe(false);
  });
});

describe('optionOf', () => {
  it('names the command-line option of a field, and the entry of a repeated one', () => {
    expect(optionOf(['franchiseId'])).toBe('--franchise-id');
    expect(optionOf(['menu', 1])).toBe('--menu #2');
  });
});

describe('describeProblems', () => {
  it('gives one line per refused option', () => {
    const result = z.object({ mainColor: hexColor, unitId: recordId }).safeParse({ mainColor: 'piros', unitId: '1e3' });
    expect(result.success ? [] : describeProblems(result.error)).toEqual(['--main-color: must be a colour like #0b3d5c', '--unit-id: must be a positive whole number written with digits only, such as 31']);
  });
});

describe('sqlLiteral', () => {
  it('doubles apostrophes in text and writes numbers and null as they are', () => {
    expect(sqlLiteral("O'Iroda")).toBe("'O''Iroda'");
    expect(sqlLiteral(31)).toBe('31');
    expect(sqlLiteral(null)).toBe('NULL');
  });
});
