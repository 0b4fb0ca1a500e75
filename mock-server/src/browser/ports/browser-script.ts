import scripts from 'demo:browser-scripts';

/** The mock's page scripts (`*.browser.ts`), bundled by scripts/build-demo.ts into the worker that serves them. */
export async function browserScript(source: URL): Promise<string> {
  const name = source.pathname.split('/').pop() ?? '';
  const script = scripts[name];
  if (script === undefined) throw new Error(`${name} was not bundled into the demo's worker`);
  return script;
}
