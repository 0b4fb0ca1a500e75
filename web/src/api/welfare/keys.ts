import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/** Task progress moves with deposits and bets, the sign-in with its claim: under the money root. */
export const welfareKeys = {
  all: [...moneyKeyRoot, 'welfare'] as const,
  tasks: (viewer: Viewer) => [...welfareKeys.all, 'tasks', ...viewerKey(viewer)] as const,
};
