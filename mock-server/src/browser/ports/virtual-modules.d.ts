/** Modules scripts/build-demo.ts makes while it bundles the demo's worker. */
declare module 'demo:repo-files' {
  const files: Readonly<Record<string, string>>;
  export default files;
}

declare module 'demo:browser-scripts' {
  const scripts: Readonly<Record<string, string>>;
  export default scripts;
}
