import { messageKindLabels } from '@contracts/help/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { messageListQuery, type MessageKindFilter } from '@web/api/help/get-all-message-list';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { RecordList } from '@web/components/record-list';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { formatDateTime } from '../components/format-date';
import '../content.css';

export default function NotifyPage(props: PageProps) {
  return (
    <FeatureStrings ns="content">
      <Notify {...props} />
    </FeatureStrings>
  );
}

const FILTERS: Array<{ kind: MessageKindFilter; key: string }> = [
  { kind: undefined, key: 'messages.all' },
  { kind: 1, key: 'messages.notices' },
  { kind: 2, key: 'messages.personal' },
];

/** mine/notify: notices and personal messages, newest first, an unread dot on each unread one. */
function Notify({ titleKey }: PageProps) {
  const { t } = useTranslation('content');
  const [kind, setKind] = useState<MessageKindFilter>(undefined);
  const viewer = useSession();
  const list = useInfiniteQuery(messageListQuery(viewer, kind));
  const unread = list.data?.pages[0]?.unread ?? 0;
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="content-filters" role="group" aria-label={t('messages.filter')}>
        {FILTERS.map((filter) => (
          <Button
            key={filter.key}
            size="small"
            color="primary"
            fill={filter.kind === kind ? 'solid' : 'outline'}
            aria-pressed={filter.kind === kind}
            onClick={() => setKind(filter.kind)}
          >
            {t(filter.key)}
          </Button>
        ))}
      </div>
      <RecordList
        query={list}
        label={t('messages.loading')}
        lines={5}
        emptyText={t(kind === 2 ? 'messages.emptyPersonal' : 'messages.empty')}
        emptyClassName="content-state"
      >
        {(messages) => (
          <>
            <p className="content-summary" aria-live="polite">
              {t('messages.unread', { count: unread })}
            </p>
            <ul className="content-list">
              {messages.map((message) => (
                <li key={message.id}>
                  <Link className="content-row" to={routes.notifyDetail({ id: message.id })}>
                    <span className={message.read ? 'content-dot read' : 'content-dot'} aria-hidden="true" />
                    <span className="content-row-body">
                      <span className="content-row-title">
                        {message.title}
                        {!message.read && <span className="visually-hidden"> ({t('messages.unreadLabel')})</span>}
                      </span>
                      <span className="content-row-excerpt">{message.excerpt}</span>
                      <span className="content-row-meta">
                        {messageKindLabels[message.kind][viewer.lang]} · {formatDateTime(message.createdAt)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </RecordList>
    </Page>
  );
}
