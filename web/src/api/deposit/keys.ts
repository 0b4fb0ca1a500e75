import { moneyKeyRoot } from '@web/lib/money-keys';
import { viewerKey, type Viewer } from '../viewer';

/**
 * Channels are reference data (names and instructions in the request's language); a placed order is
 * the player's money and lives under the money root.
 */
export const depositKeys = {
  channels: ['deposit', 'channels'] as const,
  channelGroups: (lang: Viewer['lang']) => [...depositKeys.channels, 'groups', lang] as const,
  channelsOfType: (lang: Viewer['lang'], type: number) => [...depositKeys.channels, 'type', lang, type] as const,
  orders: [...moneyKeyRoot, 'deposit', 'orders'] as const,
  order: (viewer: Viewer, orderNo: string) => [...depositKeys.orders, ...viewerKey(viewer), orderNo] as const,
  progress: (viewer: Viewer, orderNo: string) => [...depositKeys.order(viewer, orderNo), 'progress'] as const,
};
