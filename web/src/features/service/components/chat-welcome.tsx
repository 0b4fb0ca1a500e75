import { useTranslation } from 'react-i18next';

const SUGGESTIONS = ['chat.suggest1', 'chat.suggest2', 'chat.suggest3', 'chat.suggest4'] as const;

/** The empty conversation: what the chat is for, and common questions to send with one tap. */
export function ChatWelcome({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation('service');
  return (
    <section className="surface-card chat-welcome" aria-labelledby="chat-welcome-title">
      <h2 id="chat-welcome-title" className="service-card-title">
        {t('chat.welcomeTitle')}
      </h2>
      <p className="service-hint">{t('chat.welcome')}</p>
      <h3 id="chat-suggestions" className="chat-suggestions-title">
        {t('chat.suggestions')}
      </h3>
      <ul className="chat-suggestions" aria-labelledby="chat-suggestions">
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <button type="button" onClick={() => onAsk(t(key))}>
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
