import { formatMoney } from '@web/lib/money';

interface ProgressLineProps {
  label: string;
  current: string;
  /** null: nothing further to reach (top level). */
  required: string | null;
  /** Read out instead of the figures when there is no target. */
  doneText: string;
  /** Figures in a unit other than money ("3 / 7 days"); absent: money. */
  unit?: string;
}

/** A labelled progress bar of money towards a target (VIP deposit and turnover, welfare tasks). */
export function ProgressLine({ label, current, required, doneText, unit }: ProgressLineProps) {
  const target = required === null ? null : Number(required);
  const percent = target === null || target === 0 ? 100 : Math.min(100, Math.floor((Number(current) / target) * 100));
  const figures =
    required === null
      ? doneText
      : unit !== undefined
        ? `${current} / ${required} ${unit}`
        : `${formatMoney(current)} / ${formatMoney(required)}`;
  return (
    <div className="rewards-progress">
      <div className="rewards-progress-head">
        <span>{label}</span>
        <span className="rewards-progress-figures">{figures}</span>
      </div>
      <div
        className="rewards-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={figures}
      >
        <div className="rewards-progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
