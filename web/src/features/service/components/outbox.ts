import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendChatMessage } from '@web/api/chat/send';
import { uploadImage } from '@web/api/common/upload';
import { newIdempotencyKey } from '@web/api/submission-key';
import type { Viewer } from '@web/api/viewer';
import { errorMessage } from '@web/lib/error-message';

/** A message the player wrote that the server has not stored yet: on its way, or failed with the reason. */
export interface Outgoing {
  /** Also its Idempotency-Key: a retry of this message is posted once. */
  id: string;
  text: string | null;
  file: File | null;
  /** A local URL of the picked image, shown while it is sent. */
  preview: string | null;
  status: 'sending' | 'failed';
  error: string | null;
}

/**
 * The messages on their way. Each is sent in the order written (one mutation scope); when the server has
 * it, it leaves the outbox (it is in the conversation then); when it fails it stays, marked, with Retry
 * (the same key, and an image already uploaded is not uploaded again) and Delete.
 */
export function useOutbox(viewer: Viewer) {
  const { t } = useTranslation('service');
  const send = useSendChatMessage(viewer);
  const [items, setItems] = useState<Outgoing[]>([]);
  const uploaded = useRef(new Map<string, string>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const change = (id: string, fields: Partial<Outgoing>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...fields } : item)));
  const drop = useCallback((id: string) => {
    setItems((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.preview) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return list.filter((item) => item.id !== id);
    });
    uploaded.current.delete(id);
  }, []);

  const dispatch = (item: Outgoing) => {
    change(item.id, { status: 'sending', error: null });
    const prepare = async () => {
      if (item.text !== null) return { text: item.text };
      let path = uploaded.current.get(item.id);
      if (path === undefined && item.file) {
        path = (await uploadImage(item.file, { toast: false, loadingText: t('chat.uploading') })).path;
        uploaded.current.set(item.id, path);
      }
      return { image: path };
    };
    // mutateAsync, not mutate: a mutate's own callbacks run only for the latest call, and several may be queued.
    send.mutateAsync({ key: item.id, prepare }).then(
      () => drop(item.id),
      (error: unknown) => change(item.id, { status: 'failed', error: errorMessage(error, t('chat.failedReason')) }),
    );
  };

  const add = (fields: Pick<Outgoing, 'text' | 'file' | 'preview'>) => {
    const item: Outgoing = { id: newIdempotencyKey(), ...fields, status: 'sending', error: null };
    if (item.preview) previews.current.add(item.preview);
    setItems((list) => [...list, item]);
    dispatch(item);
  };

  return {
    items,
    sendText: (text: string) => add({ text, file: null, preview: null }),
    sendImage: (file: File) => add({ text: null, file, preview: URL.createObjectURL(file) }),
    retry: (item: Outgoing) => dispatch(item),
    discard: drop,
  };
}
