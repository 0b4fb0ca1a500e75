import { Input, type InputRef } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldA11yProps } from './form-field';
import { EyeIcon, EyeOffIcon } from './icons';

interface PasswordInputProps extends FieldA11yProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
  /** react-hook-form focuses the first invalid field through this. */
  inputRef?: (instance: InputRef | null) => void;
}

/**
 * A password field with a show/hide toggle whose name says what it does ("Show password"). It takes no
 * maxLength: a cut drops what the player typed without a word, the contract's rule says "at most 12" instead.
 */
export function PasswordInput({ value, onChange, onBlur, inputMode, inputRef, ...rest }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Input
        {...rest}
        ref={inputRef}
        type={visible ? 'text' : 'password'}
        inputMode={inputMode}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={visible ? t('password.hide') : t('password.show')}
        aria-pressed={visible}
        aria-controls={rest.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
      </button>
    </>
  );
}
