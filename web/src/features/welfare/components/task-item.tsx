import { TaskStatus, taskPeriodLabels, type WelfareTask } from '@contracts/welfare/welfare';
import { ClaimButton } from './claim-button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import { useSession } from '@web/lib/use-session';
import { ProgressLine } from './progress-line';

const STREAK = 3;

/** One welfare task: its period, progress towards the target, reward and Claim button. */
export function TaskItem({ task, claiming, onClaim }: { task: WelfareTask; claiming: boolean; onClaim: () => void }) {
  const { t } = useTranslation('rewards');
  const { lang } = useSession();
  const id = `welfare-task-${task.id.replace('.', '-')}`;
  const days = task.kind === STREAK;
  return (
    <li className="rewards-item welfare-task" aria-labelledby={id}>
      <div className="rewards-item-body">
        <p id={id} className="rewards-item-title">
          <span className={`welfare-period welfare-period-${task.period}`}>{taskPeriodLabels[task.period][lang]}</span>
          {task.title}
        </p>
        <ProgressLine
          label={t('tasks.progress')}
          current={task.current}
          required={task.target}
          doneText=""
          {...(days ? { unit: t('tasks.days') } : {})}
        />
        <p className="rewards-item-note">
          {t('tasks.reward')} <strong className="rewards-item-amount">{formatMoney(task.reward)}</strong>
          {' · '}
          <span className="rewards-nowrap">
            {task.status === TaskStatus.enum.claimed
              ? t('tasks.again', { date: task.periodEndsAt.slice(0, 10) })
              : t('tasks.until', { date: task.periodEndsAt.slice(0, 10) })}
          </span>
        </p>
      </div>
      <ClaimButton
        text={t(`tasks.button.${task.status}`)}
        name={task.title}
        claimable={task.status === TaskStatus.enum.claimable}
        claiming={claiming}
        onClaim={onClaim}
      />
    </li>
  );
}
