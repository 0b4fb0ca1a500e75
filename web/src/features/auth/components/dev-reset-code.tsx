import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../auth.css';

/**
 * Outside production builds, the code the mock "sent" by SMS, read from its control API (`/__mock/account/reset-code`),
 * so a developer on `npm run dev` needs no phone. A production build has none of this (`import.meta.env.PROD`), nor
 * do component tests (mode "test"), which answer `/api/` only; the journeys run a production build and read the code
 * through the control call themselves. The static demo (mode "demo") shows it too: its mock is in the browser, and nobody has the phone.
 */
export const SHOW_DEV_CODE = (!import.meta.env.PROD && import.meta.env.MODE !== 'test') || import.meta.env.MODE === 'demo';

export function DevResetCode({ username, sentAt }: { username: string; sentAt: string }) {
  return SHOW_DEV_CODE ? <DevNotice username={username} sentAt={sentAt} /> : null;
}

function DevNotice({ username, sentAt }: { username: string; sentAt: string }) {
  const { t } = useTranslation('recovery');
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/__mock/account/reset-code?username=${encodeURIComponent(username)}`, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ data?: { code?: unknown } | null }>)
      .then((body) => setCode(typeof body.data?.code === 'string' ? body.data.code : null))
      .catch(() => setCode(null));
    return () => controller.abort();
  }, [username, sentAt]);
  if (code === null) return null;
  return (
    <p className="dev-notice" role="note">
      {t('forgot.devNotice', { code })}
    </p>
  );
}
