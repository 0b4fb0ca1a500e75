import { feedbackTypeLabels } from '@contracts/feedback/feedback';
import type { FeedbackType } from '@contracts/rules/feedback';
import type { RefCallBack } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldFocusRef } from '@web/components/field-focus-ref';
import { useSession } from '@web/lib/use-session';

const TYPES = Object.keys(feedbackTypeLabels).map(Number) as FeedbackType[];

interface TypePickerProps {
  value: FeedbackType | undefined;
  onChange: (type: FeedbackType) => void;
  onBlur: () => void;
  /** react-hook-form's ref: the first option takes the focus when nothing is chosen. */
  fieldRef: RefCallBack;
  error?: string | undefined;
}

/** The nine question types of spec §3 as one group of radio buttons, all in view (no sheet to open). */
export function TypePicker({ value, onChange, onBlur, fieldRef, error }: TypePickerProps) {
  const { t } = useTranslation('feedback');
  const { lang } = useSession();
  return (
    <fieldset className="form-field feedback-types" data-invalid={error ? 'true' : 'false'}>
      <legend className="form-field-label">{t('type.legend')}</legend>
      <div className="feedback-type-grid">
        {TYPES.map((type, index) => (
          <label key={type} className="feedback-type">
            <input
              ref={index === 0 ? fieldFocusRef(fieldRef) : undefined}
              type="radio"
              name="type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              onBlur={onBlur}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={error ? 'feedback-type-error' : undefined}
            />
            <span>{feedbackTypeLabels[type][lang]}</span>
          </label>
        ))}
      </div>
      {error && (
        <div id="feedback-type-error" className="form-error" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
