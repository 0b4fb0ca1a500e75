import { useSearchParams } from 'react-router-dom';
import { FeatureStrings } from '@web/components/feature-strings';
import type { PageProps } from '@web/lib/page-props';
import { lotteryIdParam, TypedRoomPage } from '../components/room-page';
import '../lottery.css';

/** Dice (gameA): three dice, sum, big/small, odd/even, triples. */
export default function DicePage({ titleKey }: PageProps) {
  const [params] = useSearchParams();
  return (
    <FeatureStrings ns="lottery">
      <TypedRoomPage titleKey={titleKey} type={1} lotteryId={lotteryIdParam(params)} />
    </FeatureStrings>
  );
}
