import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@web/lib/use-session';
import { betListQuery } from '@web/api/records/get-bet-list';
import { betTotalsQuery } from '@web/api/records/get-total-list';
import { venuesQuery } from '@web/api/funds/get-venues-list';
import type { BetFilter } from '@web/api/records/keys';
import { BetFilters, type BetFilterValues, type BetVenue } from './bet-filters';
import { BetItem } from './bet-item';
import { BetTotals } from './bet-totals';
import { putRange, rangeFromParams, type DateRange } from '@web/components/date-range';
import { DateRangeFilter } from '@web/components/date-range-filter';
import { RecordList } from '@web/components/record-list';
import { Section } from '@web/components/section';
import { WithServerNow } from '@web/components/with-server-now';

/**
 * The bet records of the player (mine/betRecord) or of one venue (home/record): date presets and the
 * custom range at the server's time, venue / game type / status filters, totals, and the list page by page.
 */
export function BetRecordsView({ fixedVenue }: { fixedVenue?: string }) {
  const { t } = useTranslation('lobby');
  return (
    <WithServerNow look={{ loading: 'lobby-records', state: 'lobby-state' }} errorTitle={t('error.title')}>
      {(nowMs) => <Records nowMs={nowMs} fixedVenue={fixedVenue} />}
    </WithServerNow>
  );
}

function Records({ nowMs, fixedVenue }: { nowMs: number; fixedVenue: string | undefined }) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params, nowMs, 'today');
  const filters: BetFilterValues = {
    venueCode: fixedVenue ?? params.get('venue') ?? '',
    gameType: params.get('type') ?? '',
    status: params.get('status') ?? '',
  };
  const filter: BetFilter = useMemo(
    () => ({
      startDate: range.startDate,
      endDate: range.endDate,
      venueCode: filters.venueCode || undefined,
      gameType: filters.gameType ? Number(filters.gameType) : undefined,
      status: filters.status ? Number(filters.status) : undefined,
    }),
    [range.startDate, range.endDate, filters.venueCode, filters.gameType, filters.status],
  );
  const update = (next: { range?: DateRange; filters?: BetFilterValues }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        const put = (key: string, value: string | undefined) => (value ? p.set(key, value) : p.delete(key));
        if (next.range) putRange(p, next.range);
        if (next.filters) {
          if (!fixedVenue) put('venue', next.filters.venueCode);
          put('type', next.filters.gameType);
          put('status', next.filters.status);
        }
        return p;
      },
      { replace: true },
    );

  const venues = useQuery(venuesQuery(viewer));
  const { status: _status, ...totalsFilter } = filter;
  const totals = useQuery(betTotalsQuery(viewer, totalsFilter));
  const list = useInfiniteQuery(betListQuery(viewer, filter));
  // Wallet venues, and the venues that are no wallet but hold bets in the window (the platform's lottery and
  // fast food play from the central wallet): getVenuesList lists only the first.
  const betVenues = useMemo(() => {
    const offered: BetVenue[] = [...(venues.data ?? [])];
    for (const v of totals.data?.venues ?? []) {
      if (!offered.some((o) => o.code === v.venueCode)) offered.push({ code: v.venueCode, name: v.venueName, category: v.gameType });
    }
    return offered;
  }, [venues.data, totals.data]);

  return (
    <div className="lobby-records">
      <DateRangeFilter value={range} nowMs={nowMs} onChange={(r) => update({ range: r })} />
      <BetFilters venues={betVenues} value={filters} onChange={(f) => update({ filters: f })} hideVenue={fixedVenue !== undefined} />
      <BetTotals query={totals} />
      <Section title={t('records.listHeading')} titleClassName="lobby-section-title lobby-bets-title">
        <RecordList query={list} emptyText={t('records.empty')} look={{ state: 'lobby-state' }} errorTitle={t('error.title')}>
          {(bets) => (
            <ul className="lobby-bets">
              {bets.map((bet) => (
                <BetItem key={bet.orderNo} bet={bet} />
              ))}
            </ul>
          )}
        </RecordList>
      </Section>
    </div>
  );
}
