import { validationZhHans } from '@contracts/messages/validation-zh_hans';
import { languageStrings } from './language-strings';

// Feature namespaces (lib/i18n.ts FEATURE_NAMESPACES) load with their pages: not in this chunk.

/** Every Simplified Chinese string but the feature namespaces, downloaded only when Chinese is shown. */
export default languageStrings(
  'zh_hans',
  import.meta.glob(
    [
      './zh_hans/*.json',
      '!./zh_hans/lottery.json',
      '!./zh_hans/fastfood.json',
      '!./zh_hans/orders.json',
      '!./zh_hans/records.json',
      '!./zh_hans/interest.json',
      '!./zh_hans/rewards.json',
      '!./zh_hans/profile.json',
      '!./zh_hans/content.json',
      '!./zh_hans/invite.json',
      '!./zh_hans/promotions.json',
      '!./zh_hans/sponsorship.json',
      '!./zh_hans/service.json',
      '!./zh_hans/feedback.json',
      '!./zh_hans/greeting.json',
      '!./zh_hans/legal.json',
      '!./zh_hans/recovery.json',
      '!./zh_hans/security.json',
      '!./zh_hans/shell.json',
      '!./zh_hans/demo.json',
      '!./zh_hans/protection.json',
      '!./zh_hans/protectionPrompts.json',
    ],
    { eager: true, import: 'default' },
  ),
  validationZhHans,
);
