/**
 * @module Request validation for the CMS API: zod through @hono/zod-validator, 400 naming each bad field.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The body of every 400 answer: which fields were wrong and why. */
export function invalidRequestBody(problems: FieldProblem[]) {
  return { error: 'invalid_request', fields: problems } as const;
}

/** zod issues as field problems; an issue on the whole input is named by its target. */
export function fieldProblems(error: { issues: readonly z.core.$ZodIssue[] }, target: string): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : target,
    message: issue.message,
  }));
}

/**
 * zValidator with this API's 400 answer.
 * @example app.get('/x', validate('query', z.object({ id: z.coerce.number() })), (c) => c.json(c.req.valid('query')))
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(invalidRequestBody(fieldProblems(result.error, target)), 400);
  });
}

/** The unit fields of the list calls: unit_type and the id named after it. */
export const unitFields = {
  unit_type: z.enum(['franchise', 'office']),
  franchise_id: z.coerce.number().int().positive().optional(),
  office_id: z.coerce.number().int().positive().optional(),
};

/** The id named after unit_type (franchise_id or office_id) must be present. */
export function requireUnitId(q: { unit_type: 'franchise' | 'office'; franchise_id?: number; office_id?: number }, ctx: z.RefinementCtx): void {
  const key = q.unit_type === 'franchise' ? 'franchise_id' : 'office_id';
  if (q[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when unit_type is ${q.unit_type}` });
}

/** The unit a list call is asked for: `{unit_type}_id={id}&unit_type={type}`. */
export const unitQuerySchema = z
  .object(unitFields)
  .superRefine(requireUnitId)
  .transform((q) => ({ unit_type: q.unit_type, unit_id: (q.unit_type === 'franchise' ? q.franchise_id : q.office_id) ?? 0 }));
export type UnitQuery = z.infer<typeof unitQuerySchema>;
