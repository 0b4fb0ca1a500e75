import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackForm } from '@contracts/rules/feedback';

/** The feedback form's contract schema: the same rule the server checks (type, 20–200 characters, at most 3 images). */
export const feedbackResolver = zodResolver(FeedbackForm);
