import type { FeedbackStatus } from '@contracts/feedback/feedback';
import type { FeedbackType } from '@contracts/rules/feedback';
import { viewerKey, type Viewer } from '../viewer';

/** The player's feedback and the orders a feedback may name (per player and language: titles and replies are translated). */
export const feedbackKeys = {
  all: ['feedback'] as const,
  orders: (viewer: Viewer, type: FeedbackType | undefined) =>
    [...feedbackKeys.all, 'orders', ...viewerKey(viewer), type ?? 'none'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (viewer: Viewer, status: FeedbackStatus | undefined) => [...feedbackKeys.lists(), ...viewerKey(viewer), status ?? 'all'] as const,
  details: (viewer: Viewer) => [...feedbackKeys.all, 'detail', ...viewerKey(viewer)] as const,
  detail: (viewer: Viewer, id: number) => [...feedbackKeys.details(viewer), id] as const,
};
