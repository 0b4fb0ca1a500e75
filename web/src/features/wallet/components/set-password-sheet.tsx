import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryPassword } from '@contracts/rules/account';
import { errorMessage } from '@web/lib/error-message';
import { useSetSecondaryPassword } from '@web/api/account/set-secondary-password';
import { BottomSheet } from '@web/components/bottom-sheet';
import { PinPad } from './pin-pad';

interface SetPasswordSheetProps {
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Sets the withdrawal password (user/secondarypwd) in two PIN steps: enter, then confirm. Checked
 * with the contract's SecondaryPassword rule before the call; the server's refusal shows inline.
 */
export function SetPasswordSheet({ visible, onClose, onDone }: SetPasswordSheetProps) {
  const { t } = useTranslation('wallet');
  const mutation = useSetSecondaryPassword();
  const [step, setStep] = useState<'enter' | 'confirm'>('enter');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [error, setError] = useState('');

  const reset = () => {
    setStep('enter');
    setFirst('');
    setSecond('');
    setError('');
  };
  const close = () => {
    reset();
    onClose();
  };
  const onFirst = (value: string) => {
    if (!SecondaryPassword.safeParse(value).success) {
      setError(t('validation:secondaryPassword.format'));
      return;
    }
    setError('');
    setStep('confirm');
  };
  const onSecond = async (value: string) => {
    if (value !== first) {
      setError(t('validation:password.mismatch'));
      setSecond('');
      return;
    }
    try {
      await mutation.mutateAsync({ secondaryPassword: first, confirmSecondaryPassword: value });
      reset();
      onDone();
    } catch (e) {
      setError(errorMessage(e, t('common:requestFailed')));
      setSecond('');
    }
  };

  return (
    <BottomSheet
      className="wallet-sheet-keypad"
      visible={visible}
      titleId="set-pin-title"
      title={t('setPin.title')}
      pending={mutation.isPending}
      onClose={close}
    >
      <p className="wallet-sheet-text" id="set-pin-step">
        {step === 'enter' ? t('setPin.enter') : t('setPin.confirm')}
      </p>
      {step === 'enter' ? (
        <PinPad key="enter" id="set-pin-first" value={first} onChange={setFirst} onFill={onFirst} error={error} autoFocus />
      ) : (
        <PinPad
          key="confirm"
          id="set-pin-second"
          value={second}
          onChange={setSecond}
          onFill={(v) => void onSecond(v)}
          error={error}
          autoFocus
        />
      )}
    </BottomSheet>
  );
}
