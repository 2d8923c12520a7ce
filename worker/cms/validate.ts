/**
 * @module Request validation for the CMS API: zod through @hono/zod-validator, 400 naming each bad field.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

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
 * @example app.get(call.path, validate('param', call.params), (c) => c.json(c.req.valid('param')))
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(invalidRequestBody(fieldProblems(result.error, target)), 400);
  });
}
