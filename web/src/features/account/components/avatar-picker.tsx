import { useQuery } from '@tanstack/react-query';
import { Button, Popup } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultAvatarsQuery } from '@web/api/account/get-default-avatar';
import { useSetUserInfo } from '@web/api/account/set-user-info';
import { IMAGE_ACCEPT, uploadImage } from '@web/api/common/upload';
import { errorMessage } from '@web/lib/error-message';
import { imageFileProblem } from '@web/lib/image-file';
import { showToast } from '@web/lib/toast';
import { QueryState } from '@web/components/query-state';

/** The avatar stays changeable after the personal data is locked: a built-in one, or a png/jpg of the player's own. */
export function AvatarPicker({ current }: { current: string }) {
  const { t } = useTranslation(['profile', 'common']);
  const [open, setOpen] = useState(false);
  const avatars = useQuery({ ...defaultAvatarsQuery(), enabled: open });
  const mutation = useSetUserInfo();
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = async (avatar: string) => {
    try {
      await mutation.mutateAsync({ avatar });
      setOpen(false);
      void showToast(t('avatar.done'));
    } catch (error) {
      void showToast(errorMessage(error, t('common:requestFailed')));
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = await imageFileProblem(file);
    if (problem) {
      void showToast(t(`validation:${problem.key}`, problem.params));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    try {
      const result = await uploadImage(file, { toast: false, loadingText: t('avatar.uploading') });
      await choose(result.url);
    } catch (error) {
      void showToast(errorMessage(error, t('common:requestFailed')));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <>
      <Button size="small" color="primary" fill="outline" onClick={() => setOpen(true)}>
        {t('avatar.change')}
      </Button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="account-avatar-sheet"
        aria-labelledby="avatar-sheet-title"
      >
        <div className="account-avatar-sheet-body" role="dialog" aria-labelledby="avatar-sheet-title">
          <h2 id="avatar-sheet-title" className="account-sheet-title">
            {t('avatar.title')}
          </h2>
          <QueryState query={avatars} label={t('avatar.loading')} lines={2}>
            {(list) => (
              <ul className="account-avatar-grid">
                {list.map((avatar) => (
                  <li key={avatar.id}>
                    <button
                      type="button"
                      aria-pressed={avatar.url === current}
                      aria-label={t('avatar.option', { n: avatar.id })}
                      disabled={mutation.isPending}
                      onClick={() => void choose(avatar.url)}
                    >
                      <img src={avatar.url} alt="" width={64} height={64} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <label className="account-upload">
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_ACCEPT}
              className="visually-hidden"
              onChange={(event) => void upload(event.target.files?.[0])}
            />
            <span className="adm-button adm-button-primary adm-button-block adm-button-shape-default adm-button-middle">
              {t('avatar.upload')}
            </span>
          </label>
          <p className="form-hint">{t('avatar.uploadHint')}</p>
          <Button block fill="none" onClick={() => setOpen(false)}>
            {t('common:close')}
          </Button>
        </div>
      </Popup>
    </>
  );
}
