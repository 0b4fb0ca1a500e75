import { useTranslation } from 'react-i18next';
import { Section } from '@web/components/section';

const SUGGESTIONS = ['chat.suggest1', 'chat.suggest2', 'chat.suggest3', 'chat.suggest4'] as const;

/** The empty conversation: what the chat is for, and common questions to send with one tap. */
export function ChatWelcome({ onAsk }: { onAsk: (question: string) => void }) {
  const { t } = useTranslation('service');
  return (
    <Section title={t('chat.welcomeTitle')} className="surface-card chat-welcome" titleClassName="service-card-title">
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
    </Section>
  );
}
