// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlusBridge } from './native-bridge';
import { APP_VERSION } from './app-version';
import { runUpdateCheck } from './update-check';
import { scheduleUpdateCheck, UPDATE_CHECK_DELAY_MS } from './update-schedule';

const INFO = { desc: 'Faster lobby', apkUrl: 'https://dl.example/app.apk', iosUrl: 'https://apps.example/id1' };

function fakeBridge(os: 'Android' | 'iOS', downloadStatus = 200) {
  const start = vi.fn();
  const install = vi.fn();
  const openURL = vi.fn();
  const createDownload = vi.fn((_url: string, _options: object, done: (d: { filename: string }, status: number) => void) => ({
    start: () => {
      start();
      done({ filename: '_downloads/app.apk' }, downloadStatus);
    },
  }));
  const bridge: PlusBridge = { os: { name: os }, runtime: { install, openURL }, downloader: { createDownload } };
  return { bridge, start, install, openURL, createDownload };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('update check (native wrapper only)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const confirm = vi.fn<(o: { title: string }) => Promise<boolean>>();
  const toast = vi.fn();
  const t = (key: string) => ({ 'update.title': 'New version found', 'update.downloadFailed': 'Download failed' })[key] ?? key;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    confirm.mockReset().mockResolvedValue(true);
    toast.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.plus;
    vi.useRealTimers();
  });

  const serverSays = (version: string) => fetchMock.mockResolvedValue(json({ code: 1, msg: 'ok', data: { version, ...INFO } }));

  it('asks GET common/checkUpdate; a newer version opens the "new version found" dialog', async () => {
    const { bridge } = fakeBridge('Android');
    serverSays('1.4.0');
    await runUpdateCheck({ bridge, confirm, toast, t });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/common\/checkUpdate$/);
    expect(init.method).toBe('GET');
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'New version found', content: 'Faster lobby' }));
  });

  it(`the same version (${APP_VERSION}) or an older one: no dialog`, async () => {
    const { bridge } = fakeBridge('Android');
    serverSays(APP_VERSION);
    await runUpdateCheck({ bridge, confirm, toast, t });
    serverSays('1.2.9');
    await runUpdateCheck({ bridge, confirm, toast, t });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('Android: downloads the apk and installs it when the download answers 200', async () => {
    const fake = fakeBridge('Android', 200);
    serverSays('1.3.4');
    await runUpdateCheck({ bridge: fake.bridge, confirm, toast, t });
    expect(fake.createDownload).toHaveBeenCalledWith(INFO.apkUrl, expect.any(Object), expect.any(Function));
    expect(fake.start).toHaveBeenCalled();
    expect(fake.install).toHaveBeenCalledWith('_downloads/app.apk', expect.any(Object), undefined, expect.any(Function));
    expect(toast).not.toHaveBeenCalled();
  });

  it('Android: a download that does not answer 200 shows the "download failed" toast', async () => {
    const fake = fakeBridge('Android', 404);
    serverSays('2.0.0');
    await runUpdateCheck({ bridge: fake.bridge, confirm, toast, t });
    expect(fake.install).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('Download failed');
  });

  it('iOS: opens the store link', async () => {
    const fake = fakeBridge('iOS');
    serverSays('1.4.0');
    await runUpdateCheck({ bridge: fake.bridge, confirm, toast, t });
    expect(fake.openURL).toHaveBeenCalledWith(INFO.iosUrl);
    expect(fake.createDownload).not.toHaveBeenCalled();
  });

  it('the player cancels: nothing is downloaded', async () => {
    const fake = fakeBridge('Android');
    confirm.mockResolvedValue(false);
    serverSays('1.4.0');
    await runUpdateCheck({ bridge: fake.bridge, confirm, toast, t });
    expect(fake.createDownload).not.toHaveBeenCalled();
  });

  it('no bridge (a browser): no request at all, not even scheduled', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => import('./update-check'));
    expect(scheduleUpdateCheck(load)).toBeUndefined();
    await runUpdateCheck({ bridge: undefined, confirm, toast, t });
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the bridge, the check starts 100 ms after launch', async () => {
    vi.useFakeTimers();
    window.plus = fakeBridge('Android').bridge;
    const runUpdate = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({ runUpdateCheck: runUpdate }) as unknown as typeof import('./update-check'));
    scheduleUpdateCheck(load);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalled();
    await vi.waitFor(() => expect(runUpdate).toHaveBeenCalled());
  });
});
