import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPlatformTime } from '@web/lib/platform-time';
import { demoControl } from './control-client';
import { ActionNote, useDemoAction } from './demo-action';
import { demoHandoversQuery } from './demo-queries';
import { DemoList, DemoRow } from './demo-rows';

/** Players whose chat waits for the human agent (who answers 2 clock minutes later), answered now. */
export function ChatSection() {
  const { t } = useTranslation('demo');
  const handovers = useQuery(demoHandoversQuery);
  const action = useDemoAction();

  const answer = (username: string) =>
    action.run(`reply:${username}`, async () => {
      await demoControl.chat.reply({ username });
      return t('chat.answered', { username });
    });

  return (
    <section className="demo-section" aria-labelledby="demo-chat-title">
      <h3 id="demo-chat-title" className="demo-section-title">
        {t('chat.title')}
      </h3>
      <DemoList query={handovers} empty={t('chat.none')}>
        {(waiting) =>
          waiting.map((handover) => (
            <DemoRow
              key={handover.orderNo}
              id={`demo-chat-${handover.orderNo}`}
              lines={[handover.username, t('chat.waitingSince', { time: formatPlatformTime(handover.createdAt) })]}
              action={action}
              presses={[{ key: `reply:${handover.username}`, label: t('chat.answer'), press: () => void answer(handover.username) }]}
            />
          ))
        }
      </DemoList>
      <ActionNote action={action} />
    </section>
  );
}
