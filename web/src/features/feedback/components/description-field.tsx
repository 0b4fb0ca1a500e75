import { visibleLength } from '@contracts/rules/characters';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '@contracts/rules/feedback';
import { TextArea } from 'antd-mobile';
import type { RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldFocusRef } from '@web/components/field-focus-ref';
import { FormField } from '@web/components/form-field';

interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  fieldRef: RefCallBack;
  error?: string | undefined;
}

/**
 * The description with a live counter that counts as the rule does (the contract's visibleLength on the
 * trimmed text: characters as a person sees them, "👍🏽" is one). Nothing is cut at 200: the counter and the rule say what is over.
 */
export function DescriptionField({ value, onChange, onBlur, fieldRef, error }: DescriptionFieldProps) {
  const { t } = useTranslation('feedback');
  const count = visibleLength(value.trim());
  const state = count > FEEDBACK_MAX ? 'over' : count < FEEDBACK_MIN ? 'short' : 'ok';
  return (
    <FormField id="feedback-description" label={t('description.label')} error={error} hint={t('description.hint')}>
      {(a11y) => (
        <div className="feedback-description">
          <TextArea
            id={a11y.id}
            ref={fieldFocusRef(fieldRef)}
            name="description"
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            rows={5}
            placeholder={t('description.placeholder')}
          />
          <div className="feedback-counter" data-state={state} data-testid="description-counter">
            {t('description.count', { count, max: FEEDBACK_MAX })}
            {state === 'short' && count > 0 && ` · ${t('description.toGo', { count: FEEDBACK_MIN - count })}`}
            {state === 'over' && ` · ${t('description.over', { count: count - FEEDBACK_MAX })}`}
          </div>
        </div>
      )}
    </FormField>
  );
}
