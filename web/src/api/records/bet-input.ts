import type { BetRecord } from '@contracts/records/bets';
import type { BetFilter } from './keys';

/** A filter from the URL as records/getBetList and records/getTotalList take it. */
export const betInput = (filter: BetFilter) => ({
  startDate: filter.startDate,
  endDate: filter.endDate,
  venueCode: filter.venueCode,
  gameType: filter.gameType as BetRecord['gameType'] | undefined,
  status: filter.status as BetRecord['status'] | undefined,
});
