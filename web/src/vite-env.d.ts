/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The API host used inside the native wrapper (HTML5+ `window.plus`), where the page is loaded from
   * the device and `/api/` would not reach the platform: e.g. `https://api.example.com`. Ignored in a
   * browser, where calls go to the page's own origin under `/api/`.
   */
  readonly VITE_API_HOST?: string;
}
