import type { ContactOption } from '@contracts/common/system';
import { MailOutline, MessageOutline, SendOutline, TeamOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@web/components/copy-button';

const ICONS: Record<ContactOption['kind'], ComponentType> = {
  email: MailOutline,
  wechat: MessageOutline,
  qq: TeamOutline,
  telegram: SendOutline,
};

/** Customer service besides the chat (other/getConfig): each way with its note, the e-mail's mailto: link, and Copy (a handle is copied into its app). */
export function ContactOptions({ contacts }: { contacts: readonly ContactOption[] }) {
  const { t } = useTranslation('service');
  if (contacts.length === 0) return <p className="service-hint">{t('contacts.empty')}</p>;
  return (
    <ul className="service-contacts">
      {contacts.map((contact) => {
        const Icon = ICONS[contact.kind];
        const label = contact.kind === 'email' ? t('contacts.email', { value: contact.value }) : null;
        return (
          <li key={contact.kind} className="service-contact">
            <span className="service-contact-icon" aria-hidden="true">
              <Icon />
            </span>
            <div className="service-contact-body">
              <span className="service-contact-label">{contact.label}</span>
              {contact.href !== null && label !== null ? (
                <a className="service-contact-value" href={contact.href} aria-label={label}>
                  {contact.value}
                </a>
              ) : (
                <span className="service-contact-value">{contact.value}</span>
              )}
              {contact.note && <span className="service-contact-note">{contact.note}</span>}
            </div>
            <CopyButton text={contact.value} label={t('contacts.copy', { label: contact.label, value: contact.value })} />
          </li>
        );
      })}
    </ul>
  );
}
