import { FeedbackStatus as Status, feedbackStatusLabels } from '@contracts/feedback/feedback';
import { Tag } from 'antd-mobile';
import { useSession } from '@web/lib/use-session';

/** Awaiting reply (warning) or replied (success), in words: the colour is never the only sign. */
export function FeedbackStatus({ status }: { status: Status }) {
  const { lang } = useSession();
  return (
    <Tag color={status === Status.enum.replied ? 'success' : 'warning'} fill="outline">
      {feedbackStatusLabels[status][lang]}
    </Tag>
  );
}
