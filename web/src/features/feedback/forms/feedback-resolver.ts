import { FeedbackForm } from '@contracts/rules/feedback';
import { contractResolver } from '@web/components/contract-resolver';

/** The feedback form's contract schema: the same rule the server checks (type, 20–200 characters, at most 3 images). */
export const feedbackResolver = contractResolver(FeedbackForm);
