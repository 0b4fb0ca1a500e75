import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/** Limits' used and remaining figures, the session's figures and the statement all move with money: under the money root. */
export const protectionKeys = {
  all: [...moneyKeyRoot, 'protection'] as const,
  settings: (viewer: Viewer) => [...protectionKeys.all, 'settings', ...viewerKey(viewer)] as const,
  session: (viewer: Viewer) => [...protectionKeys.all, 'session', ...viewerKey(viewer)] as const,
  statement: (viewer: Viewer) => [...protectionKeys.all, 'statement', ...viewerKey(viewer)] as const,
};
