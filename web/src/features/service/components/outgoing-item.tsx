import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Outgoing } from './outbox';

/** A message on its way (dimmed, "Sending…") or failed (the reason, Retry and Delete), on the player's side. */
export function OutgoingItem({ item, onRetry, onDiscard }: { item: Outgoing; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useTranslation('service');
  const failed = item.status === 'failed';
  return (
    <li className={`chat-msg chat-msg-mine chat-msg-${item.status}`} aria-busy={failed ? undefined : 'true'}>
      <p className="chat-meta">
        <span className="visually-hidden">{t('chat.you')}</span>
      </p>
      <div className="chat-bubble">
        {item.text !== null && <p className="chat-text">{item.text}</p>}
        {item.preview !== null && <img className="chat-image" src={item.preview} alt={t('chat.image')} width={160} height={160} />}
      </div>
      {failed ? (
        <div className="chat-failed" role="alert">
          <span>{t('chat.failed', { reason: item.error ?? t('chat.failedReason') })}</span>
          <span className="chat-failed-actions">
            <Button size="mini" color="primary" fill="outline" onClick={onRetry}>
              {t('chat.retry')}
            </Button>
            <Button size="mini" fill="none" onClick={onDiscard}>
              {t('chat.discard')}
            </Button>
          </span>
        </div>
      ) : (
        <p className="chat-status">{t('chat.sending')}</p>
      )}
    </li>
  );
}
