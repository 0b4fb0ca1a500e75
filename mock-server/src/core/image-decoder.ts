import { fork, type ChildProcess } from 'node:child_process';
import type { DecodeJob } from './image-decode-child';

/** A decode's outcome: one whole image, not one, or more time or memory than its size allows. */
export type DecodeVerdict = 'whole' | 'broken' | 'tooCostly';

/**
 * A decode may take this long: a base, plus rates per pixel (the inverse DCT, the PNG filters) and per byte (the
 * Huffman and inflate work) about three times what jpeg-js needs on a quiet 2-core machine (a 24-megapixel,
 * 8 MB photo: 5.5 s; docs/reliability.md, "Uploads"). An honest picture finishes well inside it even on a busy
 * machine; a crafted one (thousands of progressive scans over the same pixels) is cut off. The base also pays
 * the child's start when a burst of uploads begins (0.25 s for the bundle's child on a busy
 * 2-core machine, 0.65 s from source under tsx).
 */
export const decodeBudgetMs = (pixels: number, bytes: number) => 2_000 + Math.ceil(pixels / 1_500 + bytes / 2_000);

/** How long an idle child lives before it is ended and its memory returned to the system (docs/reliability.md, "Uploads"). */
const IDLE_MS = 1_000;

/**
 * The child's V8 heap. The decoded pixels are ArrayBuffers outside it: those are bounded by the pixel limit read
 * from the header (25 MP) and jpeg-js's own `maxMemoryUsageInMB` (image-decode-child.ts), ~900 MB at the cap.
 */
const CHILD_HEAP_MB = 256;

/**
 * One child process, one decode at a time (a queue): uploads at once wait for each other instead of holding
 * several decoded images in memory together. A child process and not a worker thread because only a process
 * that ends gives its memory back: a thread's freed pixels stay in the server's malloc heap (docs/decisions.md).
 * The child lives while decodes follow each other and ends after IDLE_MS; a decode over its budget or its heap
 * ends it at once, and the next one forks a fresh child. From source (tests, `npm run dev`) the child is the
 * TypeScript file under tsx; in the bundle it is `image-decode-child.mjs` beside `server.mjs` (scripts/build-mock.ts).
 */
class ImageDecoder {
  private child: Promise<ChildProcess> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | null = null;
  /** Decodes handed to a child so far: tests prove that a refusal by the header decoded nothing. */
  started = 0;
  /** Children forked so far: tests prove that an idle child is ended and a burst shares one. */
  forked = 0;

  decode(job: DecodeJob, pixels: number): Promise<DecodeVerdict> {
    const run = this.queue.then(() => this.run(job, decodeBudgetMs(pixels, job.bytes.length)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The live child's pid, or null once it has been ended. */
  async pid(): Promise<number | null> {
    return (await this.child?.catch(() => null))?.pid ?? null;
  }

  private async run(job: DecodeJob, budgetMs: number): Promise<DecodeVerdict> {
    if (this.idle) clearTimeout(this.idle);
    const child = await (this.child ??= this.fork()).catch((error: unknown) => {
      this.child = null;
      throw error;
    });
    this.started += 1;
    // While a decode is awaited the child keeps the process alive (a script that only injects requests has
    // nothing else that would); idle, it does not.
    hold(child, true);
    const verdict = await new Promise<DecodeVerdict>((resolve) => {
      const timer = setTimeout(() => finish('tooCostly'), budgetMs);
      const onMessage = (whole: unknown) => finish(whole === true ? 'whole' : 'broken');
      // A child that dies (its heap limit, or the system's OOM killer) refused the image by its cost.
      const onExit = () => finish('tooCostly');
      function finish(v: DecodeVerdict) {
        clearTimeout(timer);
        hold(child, false);
        child.off('message', onMessage).off('error', onExit).off('exit', onExit);
        resolve(v);
      }
      child.on('message', onMessage).on('error', onExit).on('exit', onExit);
      // The 'advanced' serialization copies the bytes once into the message; no base64, no JSON.
      child.send(job, (error) => {
        if (error) onExit();
      });
    });
    if (verdict === 'tooCostly') this.stop('SIGKILL');
    else this.idle = setTimeout(() => this.stop('SIGTERM'), IDLE_MS).unref();
    return verdict;
  }

  private fork(): Promise<ChildProcess> {
    const fromSource = import.meta.url.endsWith('.ts');
    const file = new URL(fromSource ? './image-decode-child.ts' : './image-decode-child.mjs', import.meta.url);
    const child = fork(file, [], {
      execArgv: [...(fromSource ? ['--import', 'tsx'] : []), `--max-old-space-size=${CHILD_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.forked += 1;
    // Until it says it is ready, the first decode is waiting on it: it keeps the process alive until then.
    const forked = new Promise<ChildProcess>((resolve, reject) => {
      child
        .once('message', () => {
          hold(child, false);
          resolve(child);
        })
        .once('error', reject);
      child.once('exit', (code, signal) => reject(new Error(`image decoder exited before it was ready (${signal ?? code})`)));
    });
    // A child that ends on its own (killed from outside) is forgotten: the next decode forks another.
    child.once('exit', () => {
      if (this.child === forked) this.child = null;
    });
    return forked;
  }

  private stop(signal: NodeJS.Signals) {
    const child = this.child;
    this.child = null;
    void child?.then(
      (c) => c.kill(signal),
      () => undefined,
    );
  }
}

/**
 * Whether the child and its channel keep this process alive: only while a decode is awaited. An idle child never
 * does, so a server that closes does not wait for it.
 */
function hold(child: ChildProcess, held: boolean): void {
  if (held) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

export const imageDecoder = new ImageDecoder();
