import files from 'demo:repo-files';

/** The repository's files the mock reads at start, embedded by scripts/build-demo.ts (the worker has no file system). */
export function readRepoFile(path: string): string {
  const text = files[path];
  if (text === undefined) throw new Error(`${path} was not embedded in the demo's worker`);
  return text;
}
