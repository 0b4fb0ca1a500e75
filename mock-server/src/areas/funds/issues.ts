import { fieldLabel, isValidationKey, issueField, issueParams, type Lang } from '@contracts';
import type { z } from 'zod';
import { fail, type DomainError } from '../../core/errors';

/**
 * The first issue of a contract rule checked in the domain (depositFormFor, withdrawalFormFor) as a
 * domain error, worded exactly as the binder words its own input issues and about the same input.
 */
export function firstIssueError<T extends object>(error: z.ZodError<T>, lang: Lang): DomainError<keyof T & string> {
  const issue = error.issues[0];
  const refusal =
    !issue || !isValidationKey(issue.message)
      ? fail('invalid', { field: fieldLabel(issue?.path ?? [], lang) })
      : fail(issue.message, { ...issueParams(issue), field: fieldLabel(issue.path, lang) });
  const field = issueField(issue);
  // The issues of an object schema's error start their paths at one of its keys; zod types a path as any keys.
  return field === undefined ? refusal : refusal.about(field as keyof T & string);
}
