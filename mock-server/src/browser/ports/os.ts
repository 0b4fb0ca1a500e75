/** `node:os` for the demo's service worker: one password hash at a time, as on a one-core machine. */
export const availableParallelism = () => 1;
