import type { FeedbackStatus as Status } from '@contracts/feedback/feedback';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Awaiting reply (warning) or replied (success), in words: the colour is never the only sign. */
export function FeedbackStatus({ status }: { status: Status }) {
  const { t } = useTranslation('feedback');
  return (
    <Tag color={status === 1 ? 'success' : 'warning'} fill="outline">
      {t(`status.${status}`)}
    </Tag>
  );
}
