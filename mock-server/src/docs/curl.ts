import type { JsonSchema } from './schema-fields';

/** One operation as the reference reads it for its curl line. */
export interface CurlOperation {
  method: string;
  /** The document's path: `/api/user/login`, `/__mock/wallet/deposits/{orderNo}/approve`. */
  path: string;
  /** Path and query parameters, with the recorded example's values. */
  parameters: Array<{ name: string; in: string; example?: unknown }>;
  /** The recorded JSON body, or null without one. */
  body: unknown;
  /** Upload fields (multipart): the names, the file one last. */
  multipart: { fields: Record<string, unknown>; file: string } | null;
  session: 'required' | 'optional' | 'none';
  /** common/upload also wants the uploader's uid in `Authorization`. */
  uploaderUid: boolean;
}

/** Single quotes for the shell: nothing inside is expanded. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A line a developer can paste into a shell: the recorded example request against `origin`, its TOKEN from the
 * `$TOKEN` variable the reference's first block sets (`$PLAYER_UID` for the uploader).
 */
export function curlLine(operation: CurlOperation, origin: string): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = parameter.example;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value === undefined ? `{${parameter.name}}` : String(value)));
    if (parameter.in === 'query' && value !== undefined) query.set(parameter.name, String(value));
  }
  const url = `${origin}${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
  const parts = ['curl'];
  if (operation.method !== 'GET') parts.push(`-X ${operation.method}`);
  parts.push(shellQuote(url));
  if (operation.session === 'required') parts.push('-H "TOKEN: $TOKEN"');
  if (operation.uploaderUid) parts.push('-H "Authorization: $PLAYER_UID"');
  if (operation.multipart) {
    for (const [name, value] of Object.entries(operation.multipart.fields)) parts.push(`-F ${shellQuote(`${name}=${String(value)}`)}`);
    parts.push(`-F ${shellQuote(`${operation.multipart.file}=@receipt.png`)}`);
  } else if (operation.body !== null && !isEmptyObject(operation.body)) {
    // A call without fields sends no body at all: both /api/ and the control API read none as `{}`.
    parts.push("-H 'content-type: application/json'", `-d ${shellQuote(JSON.stringify(operation.body))}`);
  }
  return parts.join(' ');
}

const isEmptyObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** The example body of a JSON request body, `{}` when the document has none and the body is optional. */
export function exampleBody(content: JsonSchema | undefined): unknown {
  if (!content) return null;
  return 'example' in content ? content.example : {};
}
