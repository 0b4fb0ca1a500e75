/**
 * The HTML5+ runtime (`window.plus`) the original native wrapper injects. Typed narrowly: only what
 * the app calls. Absent in a normal browser.
 */
export interface PlusDownload {
  filename: string;
}
export interface PlusBridge {
  os: { name: string };
  runtime: {
    install(path: string, options: { force?: boolean }, success?: () => void, fail?: (error: unknown) => void): void;
    openURL(url: string): void;
  };
  downloader: {
    createDownload(
      url: string,
      options: { timeout?: number },
      completed: (download: PlusDownload, status: number) => void,
    ): { start(): void };
  };
}

declare global {
  interface Window {
    plus?: PlusBridge;
  }
}

export function getBridge(): PlusBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.plus;
}

export const isNativeApp = () => getBridge() !== undefined;

/** `/api/` on the page's origin; inside the wrapper, prefixed with the configured platform host. */
export function apiBase(): string {
  const host = isNativeApp() ? (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, '') : '';
  return `${host}/api/`;
}
