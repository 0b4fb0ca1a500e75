import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/**
 * The My card shows the central balance: under the money root, so any money change refreshes it. The
 * profile (user/userInfo) sits beside it, so a profile change refreshes the card's avatar too.
 */
export const accountKeys = {
  all: [...moneyKeyRoot, 'account'] as const,
  user: (viewer: Viewer) => [...accountKeys.all, 'user', ...viewerKey(viewer)] as const,
  info: (viewer: Viewer) => [...accountKeys.all, 'info', ...viewerKey(viewer)] as const,
  security: (viewer: Viewer) => [...accountKeys.all, 'security', ...viewerKey(viewer)] as const,
  /** The built-in avatars: the same for everyone. */
  avatars: () => ['account', 'avatars'] as const,
};
