import { defineArea, type Registers } from '../../core/area';
import { feedback as feedbackControl } from './control';
import { feedbackLifecycle } from './reply';
import { feedback } from './routes';
import { FeedbackRecord } from './schemas';
import { seedFeedback } from './seed';

const collections = { feedback: FeedbackRecord };

/**
 * Feedback (service/feedback, myFeedback, feedbackDetail): the player's entries, the orders they may
 * name (read from the areas that own them), and customer service's reply through the shared lifecycle.
 */
export const feedbackArea = defineArea({
  collections,
  seed: seedFeedback,
  routes: { feedback },
  control: { feedback: feedbackControl },
  jobs: { dueFeedbackReplies: feedbackLifecycle.settleDue },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
