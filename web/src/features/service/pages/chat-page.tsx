import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Skeleton } from 'antd-mobile';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conversationQuery, loadEarlierMessages } from '@web/api/chat/get-messages';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { LoadError } from '@web/components/query-state';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { ChatComposer } from '../components/chat-composer';
import { ChatMessageItem } from '../components/chat-message-item';
import { clockTime, dayOf } from '../components/chat-time';
import { ChatWelcome } from '../components/chat-welcome';
import { useOutbox } from '../components/outbox';
import { OutgoingItem } from '../components/outgoing-item';
import '../service.css';

export default function ChatPage(props: PageProps) {
  return (
    <FeatureStrings ns="service">
      <Chat {...props} />
    </FeatureStrings>
  );
}

/**
 * home/kefu: the customer-service conversation. It polls for new messages while shown (faster while an agent's
 * reply is due), keeps messages on their way in an outbox with their state, and scrolls to the newest message.
 */
function Chat({ titleKey }: PageProps) {
  const { t } = useTranslation(['service', 'routes']);
  const viewer = useSession();
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery(viewer));
  const outbox = useOutbox(viewer);
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'failed'>('idle');

  const messages = conversation.data?.messages ?? [];
  const newest = `${messages.at(-1)?.id ?? 0}:${outbox.items.length}`;
  // The newest message (or one just written) is scrolled into view; earlier history loaded above does not move it.
  useEffect(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [newest]);

  const showEarlier = () => {
    setEarlier('loading');
    loadEarlierMessages(queryClient, viewer).then(
      () => setEarlier('idle'),
      () => setEarlier('failed'),
    );
  };

  const waiting = conversation.data?.waiting;
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="chat-page">
        {conversation.isPending ? (
          <div className="surface-card" aria-busy="true" aria-label={t('chat.loading')}>
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : conversation.isError && !conversation.data ? (
          <div className="surface-card">
            <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} size="small" />
          </div>
        ) : (
          <>
            {conversation.data?.hasEarlier && (
              <div className="chat-earlier">
                <Button size="small" fill="outline" loading={earlier === 'loading'} onClick={showEarlier}>
                  {t('chat.earlier')}
                </Button>
                {earlier === 'failed' && <p role="alert">{t('chat.earlierFailed')}</p>}
              </div>
            )}
            {messages.length === 0 && outbox.items.length === 0 && <ChatWelcome onAsk={outbox.sendText} />}
            <div className="chat-log" role="log" aria-label={t('chat.log')}>
              <ol className="card-stack">
                {messages.map((message, index) => (
                  <Fragment key={message.id}>
                    {dayOf(message.createdAt) !== dayOf(messages[index - 1]?.createdAt ?? '') && (
                      <li className="chat-day" aria-hidden="true">
                        {dayOf(message.createdAt)}
                      </li>
                    )}
                    <ChatMessageItem message={message} />
                  </Fragment>
                ))}
                {outbox.items.map((item) => (
                  <OutgoingItem key={item.id} item={item} onRetry={() => outbox.retry(item)} onDiscard={() => outbox.discard(item.id)} />
                ))}
              </ol>
            </div>
            {waiting && (
              <p className="chat-waiting" role="status">
                <DotLoading color="currentColor" />
                {t('chat.waiting', { time: clockTime(waiting.expectedBy) })}
              </p>
            )}
            {conversation.isRefetchError && (
              <div className="chat-refresh-error" role="alert">
                <span>{t('chat.refreshFailed')}</span>
                <Button size="mini" color="primary" fill="outline" onClick={() => void conversation.refetch()}>
                  {t('common:retry')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      <ChatComposer onText={outbox.sendText} onImage={outbox.sendImage} disabled={!conversation.data} />
    </Page>
  );
}
