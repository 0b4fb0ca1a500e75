import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { lotteryListQuery } from '@web/api/lottery/lottery-list';
import { currentHashPath } from '@web/app/routes';
import { formatPlatformTime } from '@web/lib/platform-time';
import { useSession } from '@web/lib/use-session';
import { controlErrorText, demoControl } from './control-client';
import { ActionNote, useDemoAction } from './demo-action';
import { demoClockQuery } from './demo-queries';
import { drawTarget } from './draw-target';

/** The clock moves a demo shows most: a short wait, an hour's settlement, tomorrow's interest. */
const MOVES = [
  { key: 'plus5m', parts: { minutes: 5 } },
  { key: 'plus1h', parts: { hours: 1 } },
  { key: 'plus1d', parts: { days: 1 } },
] as const;

/** The mock's clock (platform time), moved forward or to the next draw of the lottery on screen. */
export function ClockSection() {
  const { t } = useTranslation('demo');
  const queryClient = useQueryClient();
  const viewer = useSession();
  const clock = useQuery(demoClockQuery);
  const action = useDemoAction();

  const advance = (key: string, parts: (typeof MOVES)[number]['parts']) =>
    action.run(key, async () => {
      const moved = await demoControl.world.advance(parts);
      queryClient.setQueryData(demoClockQuery.queryKey, moved);
      return t('clock.moved', { time: formatPlatformTime(moved.now) });
    });

  // The route is read at the press, not at the drawer's opening: the room on screen is the one meant.
  const toDraw = () =>
    action.run('draw', async () => {
      const target = await drawTarget(currentHashPath(), async () => (await queryClient.fetchQuery(lotteryListQuery(viewer))).lotteries);
      if (!target) return t('clock.noLottery');
      const { clock: moved, round } = await demoControl.lottery.jump({ ...target, to: 'draw' });
      queryClient.setQueryData(demoClockQuery.queryKey, moved);
      return t('clock.drawn', { issue: round.issue, time: formatPlatformTime(moved.now) });
    });

  return (
    <section className="demo-section" aria-labelledby="demo-clock-title">
      <h3 id="demo-clock-title" className="demo-section-title">
        {t('clock.title')}
      </h3>
      <p className="demo-clock">
        {clock.data
          ? t(clock.data.mode === 'running' ? 'clock.nowRunning' : 'clock.nowFrozen', { time: formatPlatformTime(clock.data.now) })
          : clock.isError
            ? t('loadFailed', { reason: controlErrorText(clock.error) })
            : t('loading')}
      </p>
      <div className="demo-clock-moves">
        {MOVES.map(({ key, parts }) => (
          <Button
            key={key}
            size="small"
            loading={action.pending === key}
            disabled={action.pending !== null && action.pending !== key}
            onClick={() => void advance(key, parts)}
          >
            {t(`clock.${key}`)}
          </Button>
        ))}
      </div>
      <Button
        block
        size="small"
        color="primary"
        fill="outline"
        className="demo-clock-draw"
        loading={action.pending === 'draw'}
        disabled={action.pending !== null && action.pending !== 'draw'}
        onClick={() => void toDraw()}
      >
        {t('clock.toDraw')}
      </Button>
      <ActionNote action={action} />
    </section>
  );
}
