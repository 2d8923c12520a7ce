/**
 * @module Request validation for the CMS API: zod/mini schemas through @hono/zod-validator, 400 naming each
 * bad field with zod's English message.
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import '../zodEnglish';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The body of every 400 answer: which fields were wrong and why. */
export function invalidRequestBody(problems: FieldProblem[]) {
  return { error: 'invalid_request', fields: problems } as const;
}

/** zod issues as field problems; an issue on the whole input is named by its target. */
export function fieldProblems(error: { issues: readonly $ZodIssue[] }, target: string): FieldProblem[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : target,
    message: issue.message,
  }));
}

/**
 * zValidator with this API's 400 answer.
 * @example app.get(call.path, validate('param', call.params), (c) => c.json(c.req.valid('param')))
 */
export function validate<T extends $ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(invalidRequestBody(fieldProblems(result.error, target)), 400);
  });
}
