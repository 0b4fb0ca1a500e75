import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { helpArticle, helpList } from './help-centre';
import { messageInfo, messageList, unreadCount } from './messages';
import { playerCard } from '../account';

export const help: Handlers<typeof api.help> = {
  getDetails: (input, ctx) => helpArticle(ctx, input.id),
  getList: (input, ctx) => helpList(ctx, input.categoryId),
  getAllMessageList: (input, ctx) => messageList(ctx, input),
  getMessageInfo: (input, ctx) => messageInfo(ctx, input.id),
};

/**
 * common/getUser, an account call answered here (groups merge call by call): the account's header card with the unread
 * badge of the messages this area owns, so that the account area imports nothing of help while help's seed reads the
 * players through the account's index.
 */
export const headerCard: Pick<Handlers<typeof api.account>, 'getUser'> = {
  getUser: (_input, ctx) => ({ ...playerCard(ctx), unreadMessages: unreadCount(ctx.world, ctx.player.uid) }),
};
