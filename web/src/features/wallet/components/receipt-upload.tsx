import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@web/lib/error-message';
import { IMAGE_ACCEPT, uploadImage } from '@web/api/common/upload';
import { imageFileProblem } from '@web/lib/image-file';

interface ReceiptUploadProps {
  id: string;
  label: string;
  /** The uploaded file's server path, or '' when none. */
  value: string;
  onChange: (path: string) => void;
  /** The form's own message (e.g. "Upload the payment receipt"), already translated. */
  error?: string;
}

/**
 * Picks a receipt image, checks it with the contract's AttachmentFile rule (lib/image-file: png/jpg/jpeg, ≤ 15 MB)
 * before anything is sent, then uploads it under lib/upload's loading mask.
 */
export function ReceiptUpload({ id, label, value, onChange, error }: ReceiptUploadProps) {
  const { t } = useTranslation('wallet');
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again after a fix
    if (!file) return;
    const problem = await imageFileProblem(file);
    if (problem) {
      setFileError(t(`validation:${problem.key}`, problem.params));
      return;
    }
    setFileError('');
    setBusy(true);
    try {
      const result = await uploadImage(file, { toast: false, loadingText: t('receipt.uploading') });
      setPreview(URL.createObjectURL(file));
      onChange(result.path);
    } catch (e) {
      setFileError(errorMessage(e, t('receipt.failed')));
    } finally {
      setBusy(false);
    }
  };

  const message = fileError || error;
  return (
    <div className="form-field" data-invalid={message ? 'true' : 'false'}>
      <label htmlFor={id}>{label}</label>
      <p className="form-hint" id={`${id}-hint`}>
        {t('receipt.hint')}
      </p>
      <div className="wallet-receipt">
        {preview && value ? (
          <img className="wallet-receipt-preview" src={preview} alt={t('receipt.preview')} width={72} height={72} />
        ) : (
          <span className="wallet-receipt-empty" aria-hidden="true">
            <PictureOutline />
          </span>
        )}
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={busy}
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
        >
          {value ? t('receipt.replace') : t('receipt.choose')}
        </Button>
        {value && <span className="wallet-receipt-done">{t('receipt.done')}</span>}
      </div>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={(e) => void onPick(e)}
        aria-invalid={message ? 'true' : 'false'}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        tabIndex={-1}
      />
      {message && (
        <div id={`${id}-error`} className="form-error" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
