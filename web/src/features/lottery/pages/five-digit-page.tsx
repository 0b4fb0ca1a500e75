import { useSearchParams } from 'react-router-dom';
import { FeatureStrings } from '@web/components/feature-strings';
import type { PageProps } from '@web/lib/page-props';
import { lotteryIdParam, TypedRoomPage } from '../components/room-page';
import '../lottery.css';

/** Five digits (gameB): a digit per position and big/small per position. */
export default function FiveDigitPage({ titleKey }: PageProps) {
  const [params] = useSearchParams();
  return (
    <FeatureStrings ns="lottery">
      <TypedRoomPage titleKey={titleKey} type={2} lotteryId={lotteryIdParam(params)} />
    </FeatureStrings>
  );
}
