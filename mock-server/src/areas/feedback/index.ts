import { defineArea } from '../../core/area';
import { feedback as feedbackControl } from './control';
import { feedbackLifecycle } from './reply';
import { feedback } from './routes';
import { FeedbackRecord } from './schemas';
import { seedFeedback } from './seed';

/**
 * Feedback (service/feedback, myFeedback, feedbackDetail): the player's entries, the orders they may
 * name (read from the areas that own them), and customer service's reply through the shared lifecycle.
 */
export const feedbackArea = defineArea({
  collections: { feedback: FeedbackRecord },
  seed: seedFeedback,
  routes: { feedback },
  control: { feedback: feedbackControl },
  jobs: { dueFeedbackReplies: feedbackLifecycle.settleDue },
});
