import { FEEDBACK_MAX_IMAGES } from '@contracts/rules/feedback';
import { ConfigProvider, ImageUploader, useConfig, type ImageUploaderRef } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, uploadImage } from '@web/api/common/upload';
import { errorMessage } from '@web/lib/error-message';
import { imageFileProblem } from '@web/lib/image-file';
import { ImagePreview } from './image-preview';

const ID = 'feedback-images';

interface ImagePickerProps {
  /** URLs common/upload answered, in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** The form's own message (the contract's "at most 3 images"), already translated. */
  error?: string | undefined;
}

/**
 * Up to three screenshots with antd-mobile's ImageUploader: each picked file is checked with the
 * contract's AttachmentFile rule before anything is sent (lib/image-file, shared with the receipt, the avatar and the chat), then uploaded
 * through common/upload. Each image is a real button (view it) with a real remove button: the kit's own
 * cells are clickable spans a keyboard cannot reach. The file input carries the field's name and hint.
 */
export function ImagePicker({ value, onChange, error }: ImagePickerProps) {
  const { t } = useTranslation(['feedback', 'validation', 'common']);
  const { locale } = useConfig();
  const uploader = useRef<ImageUploaderRef>(null);
  const [problem, setProblem] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const message = problem || error;
  // One array per value: the kit re-filters its upload tasks whenever this array changes identity.
  const items = useMemo(() => value.map((url) => ({ url })), [value]);

  useEffect(() => {
    const input = uploader.current?.nativeElement;
    if (!input) return;
    input.id = ID;
    input.setAttribute('aria-describedby', message ? `${ID}-hint ${ID}-error` : `${ID}-hint`);
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  });

  const remove = (index: number) => {
    setProblem('');
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <div className="form-field" data-invalid={message ? 'true' : 'false'}>
      <span className="form-field-label">
        {t('images.label')}
        <span className="form-field-optional">{t('common:optional')}</span>
      </span>
      <p id={`${ID}-hint`} className="form-hint feedback-images-hint">
        {t('images.hint', { max: FEEDBACK_MAX_IMAGES })}
      </p>
      {/* The input's name is the kit's locale string: "Add an image" in the player's language. */}
      <ConfigProvider locale={{ ...locale, ImageUploader: { upload: t('images.add'), uploading: t('images.uploading') } }}>
        <ImageUploader
          ref={uploader}
          className="feedback-uploader"
          value={items}
          onChange={(items) => onChange(items.map((item) => item.url))}
          maxCount={FEEDBACK_MAX_IMAGES}
          onCountExceed={() => setProblem(t('validation:feedback.tooManyImages', { max: FEEDBACK_MAX_IMAGES }))}
          accept={IMAGE_ACCEPT}
          showFailed={false}
          preview={false}
          beforeUpload={async (file) => {
            const refusal = await imageFileProblem(file);
            setProblem(refusal ? t(`validation:${refusal.key}`, refusal.params) : '');
            return refusal ? null : file;
          }}
          upload={async (file) => {
            try {
              return { url: (await uploadImage(file, { toast: false, loadingText: t('images.uploading') })).url };
            } catch (failure) {
              setProblem(errorMessage(failure, t('images.failed')));
              throw failure;
            }
          }}
          renderItem={(_kitCell, item, list) => {
            const index = list.indexOf(item);
            return (
              <div key={item.url} className="adm-image-uploader-cell feedback-image-cell">
                <button
                  type="button"
                  className="feedback-image-view"
                  aria-label={t('images.view', { n: index + 1 })}
                  onClick={() => setViewing(index)}
                >
                  <img src={item.url} alt="" className="feedback-image" />
                </button>
                <button
                  type="button"
                  className="feedback-image-remove"
                  aria-label={t('images.remove', { n: index + 1 })}
                  onClick={() => remove(index)}
                >
                  <CloseOutline aria-hidden="true" />
                </button>
              </div>
            );
          }}
        >
          <span className="adm-image-uploader-cell adm-image-uploader-upload-button" aria-hidden="true">
            <span className="adm-image-uploader-upload-button-icon">
              <AddOutline />
            </span>
          </span>
        </ImageUploader>
      </ConfigProvider>
      {message && (
        <div id={`${ID}-error`} className="form-error" role="alert">
          {message}
        </div>
      )}
      <ImagePreview images={value} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} />
    </div>
  );
}
