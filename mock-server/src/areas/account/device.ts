import type { DeviceBrowser, DeviceOs } from '@contracts/account/recovery';
import type { SessionDevice } from '../../core/auth';

type BrowserName = keyof typeof DeviceBrowser.enum;
type OsName = keyof typeof DeviceOs.enum;

// Order matters: in-app and vendor browsers carry "Chrome"/"Safari" in their agent too, so they are looked for first.
const BROWSERS: ReadonlyArray<[RegExp, BrowserName]> = [
  [/MicroMessenger\//i, 'wechat'],
  [/\bMQQBrowser\/|\bQQ\//i, 'qq'],
  [/SamsungBrowser\//i, 'samsung'],
  [/\bEdg(?:e|A|iOS)?\//i, 'edge'],
  [/\b(?:Firefox|FxiOS)\//i, 'firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//i, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//i, 'safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, OsName]> = [
  [/HarmonyOS|OpenHarmony/i, 'harmonyos'],
  [/Android/i, 'android'],
  [/iPhone|iPad|iPod/i, 'ios'],
  [/Windows/i, 'windows'],
  [/Macintosh|Mac OS X/i, 'macos'],
  [/Linux|X11/i, 'linux'],
];

/**
 * The device a login comes from, as a browser and a system family out of a fixed list ("Chrome on Android"): the
 * User-Agent is read, never kept or echoed, so nothing a client sends in a header comes back to any page.
 */
export function deviceOf(headers: Record<string, string | undefined>): SessionDevice {
  // A header is the client's to write: only its first 512 characters are read, and only to pick from the lists.
  const agent = (headers['user-agent'] ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'other';
  const os = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? 'other';
  return { browser, os };
}
