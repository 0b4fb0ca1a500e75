import { showToast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '@web/components/use-go-back';
import { routes } from '@web/app/routes';

/**
 * After a payee is bound: a toast, then back where the player came from (the withdrawal page or
 * account management); opened directly, to account management.
 */
export function useAfterBind() {
  const { t } = useTranslation('wallet');
  const goBack = useGoBack(routes.accountManagement());
  return () => {
    void showToast(t('payees.bound'));
    goBack();
  };
}
