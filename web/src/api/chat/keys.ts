import { viewerKey, type Viewer } from '../viewer';

/** The player's customer-service conversation (per player, and per language: the answers are rendered in it). */
export const chatKeys = {
  all: ['chat'] as const,
  conversation: (viewer: Viewer) => [...chatKeys.all, 'conversation', ...viewerKey(viewer)] as const,
};
