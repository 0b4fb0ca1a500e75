import type { ChatComposerForm } from '@contracts/rules/chat';
import { visibleLength } from '@contracts/rules/characters';
import { CHAT_TEXT_MAX } from '@contracts/rules/chat-limits';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '@web/api/common/upload';
import { useContractForm } from '@web/components/contract-form';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useKeyboardInset } from './use-keyboard-inset';

const resolver = lazyResolver(() => import('../forms/chat-resolver').then((m) => m.chatResolver));

/** The counter shows once a message is this long (near the limit a player wants to know). */
const COUNT_FROM = CHAT_TEXT_MAX - 100;

interface ChatComposerProps {
  onText: (text: string) => void;
  onImage: (file: File) => void;
  disabled: boolean;
}

/**
 * The bar at the bottom of the chat: an image button, the message field (the contract's ChatComposerForm:
 * 1–500 characters, trimmed) and Send. Fixed to the bottom, above the safe area and above an open
 * on-screen keyboard; sending clears the field at once (the message shows as "Sending…" in the conversation).
 */
export function ChatComposer({ onText, onImage, disabled }: ChatComposerProps) {
  const { t } = useTranslation(['service', 'validation']);
  const [fileError, setFileError] = useState('');
  // Checked on send only: a half-typed message is not an error.
  const { form, submit, errorText } = useContractForm<typeof ChatComposerForm>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { text: '' },
    onSubmit: async (values) => {
      setFileError('');
      onText(values.text);
      form.reset({ text: '' });
    },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const keyboard = useKeyboardInset();

  const length = visibleLength(useWatch({ control: form.control, name: 'text' }));
  const error = fileError || errorText('text');

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again
    if (!file) return;
    // The same rule as every image picker (png/jpg/jpeg, ≤ 15 MB), checked before anything is uploaded.
    const { imageFileProblem } = await import('@web/lib/image-file');
    const problem = await imageFileProblem(file);
    setFileError(problem ? t(`validation:${problem.key}`, problem.params) : '');
    if (!problem) onImage(file);
  };

  return (
    <form
      className="chat-composer"
      style={{ bottom: keyboard }}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('chat.composer')}
    >
      {error && (
        <p id="chat-composer-error" className="form-error chat-composer-error" role="alert">
          {error}
        </p>
      )}
      <div className="chat-composer-row">
        <button
          type="button"
          className="icon-button chat-composer-icon"
          aria-label={t('chat.sendImage')}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          <PictureOutline aria-hidden="true" />
        </button>
        {/* Opened by the button before it, which is what a keyboard or screen reader reaches. */}
        <input
          ref={fileInput}
          className="visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onPick(e)}
        />
        <label htmlFor="chat-text" className="visually-hidden">
          {t('chat.message')}
        </label>
        <input
          id="chat-text"
          className="chat-composer-input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('chat.placeholder')}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={
            [error ? 'chat-composer-error' : '', length >= COUNT_FROM ? 'chat-composer-count' : ''].filter(Boolean).join(' ') || undefined
          }
          disabled={disabled}
          {...form.register('text')}
        />
        {length >= COUNT_FROM && (
          <span id="chat-composer-count" className={length > CHAT_TEXT_MAX ? 'chat-composer-count over' : 'chat-composer-count'}>
            {t('chat.count', { count: length, max: CHAT_TEXT_MAX })}
          </span>
        )}
        <button type="submit" className="chat-composer-send" disabled={disabled}>
          {t('chat.send')}
        </button>
      </div>
    </form>
  );
}
