import type { UpdateInfo } from '@contracts/common/system';
import { fetchUpdate } from '@web/api/common/check-update';
import { confirmDialog } from './dialog';
import { i18n } from './i18n';
import { getBridge, type PlusBridge } from './native-bridge';
import { showToast } from './toast';
import { isNewerVersion } from './semver';

import { APP_VERSION } from './app-version';

export interface UpdateDeps {
  bridge: PlusBridge | undefined;
  fetchUpdate: () => Promise<UpdateInfo>;
  /** Resolves true when the player chooses to update. */
  confirm: (options: { title: string; content: string; confirmText: string; cancelText: string }) => Promise<boolean>;
  toast: (message: string) => void;
  t: (key: string) => string;
}

const defaultDeps = (): UpdateDeps => ({
  bridge: getBridge(),
  fetchUpdate,
  confirm: confirmDialog,
  toast: (content) => void showToast(content),
  t: (key) => i18n.t(key),
});

/** Android: download the package, install it when the download answers 200; iOS: the store link. */
export function applyUpdate(bridge: PlusBridge, info: UpdateInfo, deps: Pick<UpdateDeps, 'toast' | 't'>) {
  if (bridge.os.name === 'Android') {
    bridge.downloader
      .createDownload(info.apkUrl, { timeout: 60 }, (download, status) => {
        if (status === 200) {
          bridge.runtime.install(download.filename, { force: false }, undefined, () => deps.toast(deps.t('update.installFailed')));
        } else {
          deps.toast(deps.t('update.downloadFailed'));
        }
      })
      .start();
  } else {
    bridge.runtime.openURL(info.iosUrl);
  }
}

/**
 * Spec §7: native app only. Asks common/checkUpdate; a newer version than 1.3.3 opens the
 * "new version found" dialog. A failed check is silent: the player can use the installed version.
 */
export async function runUpdateCheck(overrides: Partial<UpdateDeps> = {}): Promise<void> {
  const deps = { ...defaultDeps(), ...overrides };
  if (!deps.bridge) return;
  let info: UpdateInfo;
  try {
    info = await deps.fetchUpdate();
  } catch {
    return;
  }
  if (!isNewerVersion(info.version, APP_VERSION)) return;
  const accepted = await deps.confirm({
    title: deps.t('update.title'),
    content: info.desc,
    confirmText: deps.t('update.confirm'),
    cancelText: deps.t('update.cancel'),
  });
  if (accepted) applyUpdate(deps.bridge, info, deps);
}
