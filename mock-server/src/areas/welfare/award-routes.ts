import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { awardList } from './awards';

/** redemption/getAwardList, the records group's call the awards store answers itself (the records area lists the rest). */
export const awardRecords: Pick<Handlers<typeof api.records>, 'getAwardList'> = {
  getAwardList: (input, ctx) => awardList(ctx, input),
};
