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

/**
 * antd-mobile gives its dialog box role="dialog" and no name, so a screen reader announces only "dialog": it is named
 * by its title (or, without one, its text) unless the caller names it.
 */
function named<P extends DialogConfirmProps | DialogAlertProps>(props: P): P {
  const text = [props['aria-label'], props.title, props.content].find((part): part is string => typeof part === 'string' && part !== '');
  return text === undefined ? props : { ...props, 'aria-label': text };
}

/** Resolves true when the player confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return (await dialog()).confirm(named(props));
}

/** Resolves when the player closes it. */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  return (await dialog()).alert(named(props));
}

/** Imperative dialogs live outside the route: a page closes them when it leaves, so none stays over the next. */
export function closeDialogs(): void {
  loaded?.clear();
}

/** While another dialog or sheet is open, a prompt that came by itself waits this long and looks again. */
const BUSY_RETRY_MS = 3_000;

/** Another dialog, popup or sheet is on screen (antd-mobile draws a mask under each). */
export function anotherDialogOpen(): boolean {
  return [...document.querySelectorAll('.adm-mask')].some((mask) => mask.checkVisibility?.() ?? true);
}

/**
 * Resolves true once no other dialog is on screen, so a prompt nobody asked for (a greeting, a reality check) never
 * goes on top of one; false if `live()` turns false meanwhile (the prompt was let go).
 */
export function waitForScreen(live: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const look = () => {
      if (!live()) resolve(false);
      else if (anotherDialogOpen()) window.setTimeout(look, BUSY_RETRY_MS);
      else resolve(true);
    };
    look();
  });
}
