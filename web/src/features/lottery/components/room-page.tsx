import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { lotteryListQuery } from '@web/api/lottery/lottery-list';
import { Page } from '@web/components/page';
import { QueryState, type StateLook } from '@web/components/query-state';
import { pollLiveRounds } from '@web/lib/live-rounds';
import { useSession } from '@web/lib/use-session';
import { GameRoom } from './game-room';
import { roomQuery, type RoomSource } from './room-source';

/** A room's loading block is a card; its failure sits in the room page's own layout. */
const ROOM_LOOK: StateLook = { loading: 'surface-card', state: 'lottery-state' };

/** `?lotteryId=` as a positive integer, or undefined (absent or malformed). */
export function lotteryIdParam(params: URLSearchParams): number | undefined {
  const id = Number(params.get('lotteryId'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A typed room page (gameA dice, gameB five digits, gamenew colour): the lottery named by `?lotteryId=`,
 * else the first lottery of the page's type (the colour game's own call picks its lottery itself).
 */
export function TypedRoomPage({ titleKey, type, lotteryId }: { titleKey: string; type: LotteryTypeCode; lotteryId: number | undefined }) {
  const { t } = useTranslation('lottery');
  const viewer = useSession();
  const needsDefault = lotteryId === undefined && type !== 3;
  const hall = useQuery({ ...lotteryListQuery(viewer), enabled: needsDefault });
  if (!needsDefault) {
    return (
      <RoomPage titleKey={titleKey} source={type === 3 ? { kind: 'colour', lotteryId } : { kind: 'lottery', lotteryId: lotteryId ?? 0 }} />
    );
  }
  const first = hall.data?.lotteries.find((live) => live.lottery.type === type);
  if (first) return <RoomPage titleKey={titleKey} source={{ kind: 'lottery', lotteryId: first.lottery.id }} />;
  return (
    <Page title={t(`routes:${titleKey}`)}>
      {/* Loaded, the hall has no lottery of this type (one it has is the room above). */}
      <QueryState query={hall} label={t('room.loading')} lines={8} look={ROOM_LOOK}>
        {() => <Empty className="lottery-state" description={t('room.noneOfType')} />}
      </QueryState>
    </Page>
  );
}

/** A room by its source: loading, error (with the server's reason, e.g. an unknown lottery) or the room. */
export function RoomPage({ titleKey, source }: { titleKey: string; source: RoomSource }) {
  const { t } = useTranslation('lottery');
  const room = useQuery({ ...roomQuery(useSession(), source), refetchInterval: pollLiveRounds((data) => [data.current]) });
  const title = room.data?.lottery.name ?? t(`routes:${titleKey}`);
  return (
    <Page title={title}>
      <div className="lottery-page">
        <QueryState query={room} label={t('room.loading')} lines={8} look={ROOM_LOOK} errorTitle={t('room.error')}>
          {(data) => <GameRoom key={data.lottery.id} room={data} onRoundEnd={() => void room.refetch()} />}
        </QueryState>
      </div>
    </Page>
  );
}
