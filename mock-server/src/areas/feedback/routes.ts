import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { feedbackDetail, feedbackList, ordersFor, submitFeedback } from './feedback';

export const feedback: Handlers<typeof api.feedback> = {
  list: (input, ctx) => feedbackList(ctx, input),
  getOrder: (input, ctx) => ordersFor(ctx, input.type),
  submit: (input, ctx) => submitFeedback(ctx, input),
  detail: (input, ctx) => feedbackDetail(ctx, input.id),
};
