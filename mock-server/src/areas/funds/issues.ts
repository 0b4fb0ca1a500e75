import { fieldLabel, isValidationKey, issueParams, type Lang } from '@contracts';
import type { z } from 'zod';
import { fail, type DomainError } from '../../core/errors';

/**
 * The first issue of a contract rule checked in the domain (depositFormFor, withdrawalFormFor) as a
 * domain error, worded exactly as the binder words its own input issues.
 */
export function firstIssueError(error: z.ZodError, lang: Lang): DomainError {
  const issue = error.issues[0];
  if (!issue || !isValidationKey(issue.message)) return fail('invalid', { field: fieldLabel(issue?.path ?? [], lang) });
  return fail(issue.message, { ...issueParams(issue), field: fieldLabel(issue.path, lang) });
}
