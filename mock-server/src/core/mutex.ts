/**
 * One async lock for every write: handlers await the store, so without it two requests could
 * interleave between reading a balance and posting to it, creating or losing a fen.
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  runExclusive<T>(fn: () => T | Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    // The next waiter starts after this one settles, whether it succeeded or not.
    this.tail = run.catch(() => undefined);
    return run;
  }
}
