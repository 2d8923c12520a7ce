import { describe, expect, it } from 'vitest';
import { sameUnit, unitFields, unitIdField, unitQueryString } from './unit';

describe('unit', () => {
  it('names the id after the unit type', () => {
    expect(unitIdField('franchise')).toBe('franchise_id');
    expect(unitIdField('office')).toBe('office_id');
  });

  it('writes a franchise as {unit_type}_id={id}&unit_type={type}, in the order SPEC section 7 shows', () => {
    expect(unitQueryString({ type: 'franchise', id: 1 })).toBe('franchise_id=1&unit_type=franchise');
    expect(unitQueryString({ type: 'office', id: 13 })).toBe('office_id=13&unit_type=office');
  });

  it('gives a JSON body the id as a number under its own name only', () => {
    expect(unitFields({ type: 'office', id: 13 })).toEqual({ office_id: 13, unit_type: 'office' });
    expect(unitFields({ type: 'franchise', id: 2 })).toEqual({ franchise_id: 2, unit_type: 'franchise' });
  });

  it('tells units apart by type and id', () => {
    expect(sameUnit({ type: 'office', id: 1 }, { type: 'office', id: 1 })).toBe(true);
    expect(sameUnit({ type: 'office', id: 1 }, { type: 'franchise', id: 1 })).toBe(false);
  });
});
