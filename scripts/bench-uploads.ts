/**
 * npm run bench:uploads — does a big image upload stall anyone else? (docs/reliability.md, "Uploads")
 *
 * Starts the mock's bundle (as `npm start` runs it; `--bundle FILE` for another build) on PORT (4310), then
 * for SECONDS each (6): 4 readers (GET common/getUser) and 1 writer (POST common/signin, through the write lock)
 * alone, then the same while one client uploads big images back to back (a 24-MP photo-like JPEG, a 12-MP
 * one, a 7000 × 7000 JPEG and a 49-MP PNG that claim too many pixels), then alone again once the decoder
 * has gone idle. Prints p50/p99 of the others' answers per phase, each upload's answer, and the RSS of the
 * server with its child processes (the image decoder's).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import jpeg from 'jpeg-js';
import { ensureMockBundle, MOCK_BUNDLE, startServer } from './bench-processes';
import { flatJpeg, png } from '../mock-server/test/uploads/image-fixtures';
import { multipartBody } from '../mock-server/test/multipart';

const { values } = parseArgs({
  options: { bundle: { type: 'string' }, port: { type: 'string', default: '4310' }, seconds: { type: 'string', default: '6' } },
});
const SECONDS = Number(values.seconds);
if (!values.bundle) ensureMockBundle();
const server = await startServer(process.execPath, [values.bundle ?? MOCK_BUNDLE, '--frozen'], {
  port: Number(values.port),
  readyPath: '/api/common/getSystemInfo',
});
const MiB = (bytes: number) => Math.round(bytes / 1048576);
/** RSS of a process and all its descendants (the image decoder runs in a child of the server): what the machine lends the mock. */
const rssOf = (pid: number): number => {
  try {
    const own = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    return own + children.reduce((sum, child) => sum + rssOf(child), 0);
  } catch {
    return 0; // ended between the listing and the reading
  }
};
const rss = () => rssOf(server.child.pid ?? 0);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

try {
  const login = (await (
    await fetch(`${server.base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo01', password: 'demo1234' }),
    })
  ).json()) as { data: { token: string; uid: number } };
  const { token, uid } = login.data;

  // About a phone photo's entropy (gradients with some noise, ~3 bits a pixel at quality 85), not a flat picture.
  const photo = (width: number, height: number) => {
    const data = Buffer.alloc(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      const x = p % width;
      const y = Math.floor(p / width);
      const noise = ((p * 2654435761) >>> 28) - 8;
      data.set([(x * 255) / width + noise, (y * 255) / height + noise, 128 + ((x ^ y) & 31) + noise, 255], p * 4);
    }
    return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
  };
  const images = [
    { name: '24-MP photo JPEG 5712×4284', bytes: photo(5712, 4284) },
    { name: '12-MP photo JPEG 4032×3024', bytes: photo(4032, 3024) },
    { name: '7000×7000 JPEG (49 MP)', bytes: flatJpeg(7000, 7000) },
    { name: '7000×7000 PNG (49 MP)', bytes: png(7000, 7000, 0, 8) },
  ];
  for (const image of images) console.log(`${image.name}: ${Math.round(image.bytes.length / 1024)} KB`);

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 50);
  const timed = async (request: () => Promise<Response>) => {
    const started = performance.now();
    await (await request()).arrayBuffer();
    return performance.now() - started;
  };
  const others = async (until: () => boolean) => {
    const reads: number[] = [];
    const writes: number[] = [];
    const reader = async () => {
      while (!until()) reads.push(await timed(() => fetch(`${server.base}/api/common/getUser`, { headers: { token } })));
    };
    const writer = async () => {
      while (!until())
        writes.push(
          await timed(() =>
            fetch(`${server.base}/api/common/signin`, {
              method: 'POST',
              headers: { token, 'content-type': 'application/json' },
              body: '{}',
            }),
          ),
        );
    };
    await Promise.all([reader(), reader(), reader(), reader(), writer()]);
    return { reads, writes };
  };
  const report = (phase: string, { reads, writes }: { reads: number[]; writes: number[] }, memory: string) =>
    console.log(
      `${phase}: getUser p50 ${pct(reads, 50).toFixed(1)} ms, p99 ${pct(reads, 99).toFixed(1)} ms, max ${Math.max(...reads).toFixed(0)} ms (${reads.length}); signin p50 ${pct(writes, 50).toFixed(1)} ms, p99 ${pct(writes, 99).toFixed(1)} ms, max ${Math.max(...writes).toFixed(0)} ms (${writes.length}); ${memory}`,
    );
  const phase = async (seconds: number) => {
    const end = performance.now() + seconds * 1000;
    return others(() => performance.now() > end);
  };

  const before = rss();
  report('alone', await phase(SECONDS), `RSS ${MiB(before)} MiB`);

  peak = 0;
  let uploading = true;
  const uploads: string[] = [];
  const uploader = (async () => {
    const end = performance.now() + SECONDS * 1000;
    for (let i = 0; performance.now() < end || i < images.length; i++) {
      const image = images[i % images.length]!;
      const { payload, contentType } = multipartBody([{ name: 'imgPath', filename: 'a.jpg', type: 'image/jpeg', bytes: image.bytes }]);
      const started = performance.now();
      const answer = (await (
        await fetch(`${server.base}/api/common/upload`, {
          method: 'POST',
          headers: { token, authorization: String(uid), 'content-type': contentType },
          body: payload,
        })
      ).json()) as { code: number; msg: string };
      uploads.push(
        `  ${image.name}: ${Math.round(performance.now() - started)} ms, code ${answer.code}${answer.code === 0 ? ` (${answer.msg})` : ''}`,
      );
    }
    uploading = false;
  })();
  report('while uploading', await others(() => !uploading), `RSS peak ${MiB(peak)} MiB`);
  await uploader;
  console.log(uploads.join('\n'));

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  report('after (decoder idle)', await phase(SECONDS / 2), `RSS ${MiB(rss())} MiB`);
  clearInterval(sampler);
} finally {
  await server.stop();
}
