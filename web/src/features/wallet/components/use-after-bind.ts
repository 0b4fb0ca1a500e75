import { showToast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';

/**
 * After a payee is bound: a toast, then back where the player came from (the withdrawal page or
 * account management); opened directly, to account management.
 */
export function useAfterBind() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return () => {
    void showToast(t('payees.bound'));
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(routes.accountManagement(), { replace: true });
  };
}
