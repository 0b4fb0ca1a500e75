import type { Lang } from '@contracts';
import type { Clock } from './clock';
import type { World } from './store';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** Fixed per app instance (options / environment). */
export interface Settings {
  /** The latest native app version common/checkUpdate offers. */
  appVersion: string;
}

/** What every handler receives beside its parsed input. */
export interface Ctx {
  world: World;
  clock: Clock;
  /** The clock read once per request, so one request sees one instant. */
  now: number;
  lang: Lang;
  /** The player of a live session: always set for `auth: true` endpoints. */
  uid: number | null;
  token: string | null;
  /** Request headers, names lower-cased. */
  headers: Record<string, string | undefined>;
  /** Files of a multipart request. */
  files: UploadedFile[];
  /** "http://host:port" as the client reached us, for absolute links (native downloads). */
  origin: string;
  settings: Settings;
}

/** For handlers of `auth: true` endpoints: the binder has already refused requests without a session. */
export function requireUid(ctx: Ctx): number {
  if (ctx.uid === null) throw new Error('requireUid called on a request without a session');
  return ctx.uid;
}
