import { validationEn } from '@contracts/messages/validation-en';
import { languageStrings } from './language-strings';

// Feature namespaces (lib/i18n.ts FEATURE_NAMESPACES) load with their pages: not in this chunk.

/** Every English string but the feature namespaces, downloaded only when English is shown. */
export default languageStrings(
  'en',
  import.meta.glob(
    [
      './en/*.json',
      '!./en/lottery.json',
      '!./en/fastfood.json',
      '!./en/orders.json',
      '!./en/records.json',
      '!./en/interest.json',
      '!./en/rewards.json',
      '!./en/profile.json',
      '!./en/content.json',
      '!./en/invite.json',
      '!./en/promotions.json',
      '!./en/sponsorship.json',
      '!./en/service.json',
      '!./en/feedback.json',
      '!./en/greeting.json',
      '!./en/legal.json',
      '!./en/recovery.json',
      '!./en/security.json',
      '!./en/shell.json',
      '!./en/demo.json',
      '!./en/protection.json',
      '!./en/protectionPrompts.json',
    ],
    { eager: true, import: 'default' },
  ),
  validationEn,
);
