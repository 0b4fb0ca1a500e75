import { useSearchParams } from 'react-router-dom';
import { FeatureStrings } from '@web/components/feature-strings';
import type { PageProps } from '@web/lib/page-props';
import { lotteryIdParam, TypedRoomPage } from '../components/room-page';
import '../lottery.css';

/** The colour game (gamenew, locsgwin): one number 0–9 with its colours and big/small. */
export default function ColourPage({ titleKey }: PageProps) {
  const [params] = useSearchParams();
  return (
    <FeatureStrings ns="lottery">
      <TypedRoomPage titleKey={titleKey} type={3} lotteryId={lotteryIdParam(params)} />
    </FeatureStrings>
  );
}
