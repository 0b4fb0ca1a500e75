import { Worker } from 'node:worker_threads';
import type { DecodeJob } from './image-decode-worker';

/** A decode's outcome: one whole image, not one, or more time or memory than its size allows. */
export type DecodeVerdict = 'whole' | 'broken' | 'tooCostly';

/**
 * A decode may take this long: a base, plus rates per pixel (the inverse DCT, the PNG filters) and per byte (the
 * Huffman and inflate work) about three times what jpeg-js needs on a quiet 2-core machine (a 24-megapixel,
 * 8 MB photo: 5.5 s; docs/reliability.md, "Uploads"). An honest picture finishes well inside it even on a busy
 * machine; a crafted one (thousands of progressive scans over the same pixels) is cut off.
 */
export const decodeBudgetMs = (pixels: number, bytes: number) => 2_000 + Math.ceil(pixels / 1_500 + bytes / 2_000);

/** How long an idle worker lives before it is ended and its memory returned (docs/reliability.md, "Uploads"). */
const IDLE_MS = 1_000;

/**
 * One worker thread, one decode at a time (a queue): uploads at once wait for each other instead of holding
 * several decoded images in memory together. A decode over its budget or its heap ends the worker; the next
 * one starts a fresh worker. From source (tests, `npm run dev`) the worker is the TypeScript file under tsx;
 * in the bundle it is `image-decode-worker.mjs` beside `server.mjs` (scripts/build-mock.ts).
 */
class ImageDecoder {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | null = null;
  /** Decodes handed to a worker so far: tests prove that a refusal by the header decoded nothing. */
  started = 0;

  decode(job: DecodeJob, pixels: number): Promise<DecodeVerdict> {
    const run = this.queue.then(() => this.run(job, decodeBudgetMs(pixels, job.bytes.length)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async run(job: DecodeJob, budgetMs: number): Promise<DecodeVerdict> {
    if (this.idle) clearTimeout(this.idle);
    const worker = await (this.worker ??= startWorker()).catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    this.started += 1;
    const verdict = await new Promise<DecodeVerdict>((resolve) => {
      const timer = setTimeout(() => finish('tooCostly'), budgetMs);
      const onMessage = (whole: boolean) => finish(whole ? 'whole' : 'broken');
      // A worker that dies (its heap limit, ERR_WORKER_OUT_OF_MEMORY) refused the image by its cost.
      const onExit = () => finish('tooCostly');
      function finish(v: DecodeVerdict) {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onExit).off('exit', onExit);
        resolve(v);
      }
      worker.on('message', onMessage).on('error', onExit).on('exit', onExit);
      const copy = new Uint8Array(job.bytes);
      worker.postMessage({ ...job, bytes: copy } satisfies DecodeJob, [copy.buffer]);
    });
    if (verdict === 'tooCostly') this.stop();
    else this.idle = setTimeout(() => this.stop(), IDLE_MS).unref();
    return verdict;
  }

  private stop() {
    const worker = this.worker;
    this.worker = null;
    void worker?.then((w) => w.terminate());
  }
}

function startWorker(): Promise<Worker> {
  const fromSource = import.meta.url.endsWith('.ts');
  const options = { resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 } };
  // The file's URL is made apart from `new Worker(…)`: Vite (vitest) would otherwise try to bundle it as a web worker.
  const file = new URL(fromSource ? './image-decode-worker.ts' : './image-decode-worker.mjs', import.meta.url);
  const worker = fromSource
    ? new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`, { ...options, eval: true })
    : new Worker(file, options);
  // A worker never keeps the process alive: a server that closes does not wait for it.
  worker.unref();
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker)).once('error', reject);
  });
}

export const imageDecoder = new ImageDecoder();
