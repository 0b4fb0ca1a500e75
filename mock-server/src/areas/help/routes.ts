import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { helpArticle, helpList } from './help-centre';
import { messageInfo, messageList } from './messages';

export const help: Handlers<typeof api.help> = {
  getDetails: (input, ctx) => helpArticle(ctx, input.id),
  getList: (input, ctx) => helpList(ctx, input.categoryId),
  getAllMessageList: (input, ctx) => messageList(ctx, input),
  getMessageInfo: (input, ctx) => messageInfo(ctx, input.id),
};
