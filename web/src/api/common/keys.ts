import type { Lang } from '@contracts/core/lang';
import { viewerKey, type Viewer } from '../viewer';

/** The platform's own settings and clock (the same for every player and language), its configuration, licences and sponsorship partners, and the player's invitation. */
export const commonKeys = {
  all: ['common'] as const,
  systemInfo: () => [...commonKeys.all, 'systemInfo'] as const,
  certificates: (lang: Lang) => [...commonKeys.all, 'certificates', lang] as const,
  config: (lang: Lang) => [...commonKeys.all, 'config', lang] as const,
  invites: () => [...commonKeys.all, 'invite'] as const,
  invite: (viewer: Viewer) => [...commonKeys.invites(), ...viewerKey(viewer)] as const,
  partners: (lang: Lang) => [...commonKeys.all, 'partners', lang] as const,
  partner: (lang: Lang, id: number) => [...commonKeys.all, 'partner', lang, id] as const,
};
