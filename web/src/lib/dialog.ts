import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';

type DialogModule = typeof import('antd-mobile/es/components/dialog');

/** Set once the module has loaded: closing dialogs needs no load when none was ever opened. */
let loaded: DialogModule['default'] | undefined;

/**
 * antd-mobile's dialogs, loaded when one opens: Dialog brings the animation library (~26 kB gzip with its
 * mask and popup code), which no first screen needs. The only module that imports it (lint forbids the rest).
 */
async function dialog(): Promise<DialogModule['default']> {
  loaded ??= (await import('antd-mobile/es/components/dialog')).default;
  return loaded;
}

/** Resolves true when the player confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return (await dialog()).confirm(props);
}

/** Resolves when the player closes it. */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  return (await dialog()).alert(props);
}

/** Imperative dialogs live outside the route: a page closes them when it leaves, so none stays over the next. */
export function closeDialogs(): void {
  loaded?.clear();
}
