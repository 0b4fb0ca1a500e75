import { describeFailure, isApiError } from './api-error';
import { i18n } from './i18n';

/**
 * The sentence a form shows for a failed call: `describeFailure` in the language on screen, except that a fault
 * in the page itself (not the request client's error) gets the caller's sentence, which says what failed.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? describeFailure(error, (key) => i18n.t(key)) : fallback;
}
