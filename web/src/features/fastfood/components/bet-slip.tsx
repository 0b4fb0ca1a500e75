import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@web/components/form-alert';
import { money } from './format';

interface BetSlipProps {
  total: number;
  /** Why the chips cannot go yet (below the smallest stake …), shown under the total. */
  problem: string | null;
  /** The server's refusal of the last submit. */
  serverError: string | null;
  submitting: boolean;
  open: boolean;
  onClear: () => void;
  onSubmit: () => void;
}

/** The chips waiting to be placed: their total, clear, and place them. */
export function BetSlip({ total, problem, serverError, submitting, open, onClear, onSubmit }: BetSlipProps) {
  const { t } = useTranslation('fastfood');
  return (
    <section className="ff-slip" aria-labelledby="ff-slip-title">
      <div className="ff-slip-row">
        <h2 id="ff-slip-title" className="ff-slip-title">
          {t('slip.title')}
        </h2>
        <output className="ff-slip-total" data-testid="ff-pending-total" aria-live="polite">
          {money(total)}
        </output>
      </div>
      {problem && <p className="form-hint ff-slip-problem">{problem}</p>}
      <FormAlert message={serverError} />
      <div className="ff-slip-actions">
        <Button onClick={onClear} disabled={total === 0 || submitting}>
          {t('slip.clear')}
        </Button>
        <Button color="primary" loading={submitting} disabled={!open || total === 0 || problem !== null || submitting} onClick={onSubmit}>
          {t('slip.submit')}
        </Button>
      </div>
    </section>
  );
}
