/**
 * Debian's Chromium, which the journeys, the visual suite and the benches drive (Playwright cannot download its own
 * browser on these machines; `CHROMIUM_PATH` points elsewhere), and the flags it needs here: no sandbox (CI runs as
 * root), no GPU, and none of the background connections this machine's closed network refuses.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
