import { useSearchParams } from 'react-router-dom';
import { FeatureStrings } from '@web/components/feature-strings';
import type { PageProps } from '@web/lib/page-props';
import { LotteryHall } from '../components/lottery-hall';
import { lotteryIdParam, RoomPage } from '../components/room-page';
import '../lottery.css';

/** home/game: with `?lotteryId=` the generic room of any lottery (board from caipiao/getOption), without it the hall. */
export default function GamePage({ titleKey }: PageProps) {
  const [params] = useSearchParams();
  const lotteryId = lotteryIdParam(params);
  return (
    <FeatureStrings ns="lottery">
      {lotteryId === undefined ? (
        <LotteryHall titleKey={titleKey} />
      ) : (
        <RoomPage titleKey={titleKey} source={{ kind: 'lottery', lotteryId }} />
      )}
    </FeatureStrings>
  );
}
