import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/** The My card shows the central balance: under the money root, so any money change refreshes it. */
export const accountKeys = {
  all: [...moneyKeyRoot, 'account'] as const,
  user: (viewer: Viewer) => [...accountKeys.all, 'user', ...viewerKey(viewer)] as const,
};
