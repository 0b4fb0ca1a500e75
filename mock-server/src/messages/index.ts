import type { Lang } from '@contracts';
import { en, type MessageKey } from './en';
import { zhHans } from './zh_hans';

export type { MessageKey } from './en';

export const messages: Record<Lang, Record<MessageKey, string>> = { en, zh_hans: zhHans };
