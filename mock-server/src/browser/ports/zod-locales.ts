// zod's locales as the mock uses them: English only. zod re-exports every language's error map as a namespace, which
// esbuild cannot tree-shake (about 300 kB of the worker); the mock's own messages carry both of its languages.
export { default as en } from 'zod/v4/locales/en.js';
