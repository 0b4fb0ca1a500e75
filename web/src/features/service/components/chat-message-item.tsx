import type { ChatMessage } from '@contracts/chat/chat';
import { CHAT_SENDER } from '@contracts/rules/chat-limits';
import { RightOutline } from 'antd-mobile-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { clockTime } from './chat-time';

const SIDE: Record<ChatMessage['sender'], string> = {
  [CHAT_SENDER.player]: 'mine',
  [CHAT_SENDER.bot]: 'bot',
  [CHAT_SENDER.agent]: 'agent',
};

/** One stored message: the player's on the right, the assistant's and the agent's on the left with their names. */
export const ChatMessageItem = memo(function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('service');
  const mine = message.sender === CHAT_SENDER.player;
  return (
    <li className={`chat-msg chat-msg-${SIDE[message.sender]}`}>
      <p className="chat-meta">
        <span className={mine ? 'visually-hidden' : 'chat-name'}>{mine ? t('chat.you') : message.senderName}</span>{' '}
        <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
      </p>
      <div className="chat-bubble">
        {message.text !== null && <p className="chat-text">{message.text}</p>}
        {message.image !== null && (
          <a className="chat-image-link" href={message.image} target="_blank" rel="noopener noreferrer" aria-label={t('chat.openImage')}>
            <img className="chat-image" src={message.image} alt={t('chat.image')} width={160} height={160} loading="lazy" />
          </a>
        )}
        {message.article !== null && (
          <div className="chat-article">
            <Link className="chat-article-title" to={routes.helpCenter({ id: message.article.id })}>
              <span>{message.article.title}</span>
              <RightOutline aria-hidden="true" />
            </Link>
            <p className="chat-article-excerpt">{message.article.excerpt}</p>
          </div>
        )}
      </div>
    </li>
  );
});
