import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PinPadProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onFill?: (value: string) => void;
  error?: string;
  /** Focus the cells (and open the on-screen keyboard) when shown. */
  autoFocus?: boolean;
}

/**
 * Six PIN cells with the on-screen number keyboard. A physical keyboard types too: antd-mobile
 * ignores it once an on-screen keyboard is attached, which would shut out keyboard-only players.
 */
export function PinPad({ id, value, onChange, onFill, error, autoFocus }: PinPadProps) {
  const { t } = useTranslation('wallet');
  const ref = useRef<PasscodeInputRef>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // With the on-screen keyboard attached, antd-mobile never uses its hidden native input; left
    // enabled it is a focusable control inside the role="button" cells (axe: nested-interactive).
    const native = wrapper.current?.querySelector<HTMLInputElement>('.adm-passcode-input-native-input');
    if (native) native.disabled = true;
  }, []);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (/^\d$/.test(event.key) && value.length < 6) {
      event.preventDefault();
      // PasscodeInput calls onFill itself once the value is 6 long.
      onChange(value + event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="wallet-pin" ref={wrapper} onKeyDown={onKeyDown}>
      <PasscodeInput
        ref={ref}
        length={6}
        value={value}
        onChange={onChange}
        onFill={onFill}
        error={Boolean(error)}
        seperated
        aria-label={t('pin.label', { count: value.length })}
        aria-describedby={error ? `${id}-error` : undefined}
        keyboard={<NumberKeyboard randomOrder={false} showCloseButton={false} />}
      />
      {error && (
        <div id={`${id}-error`} className="form-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
