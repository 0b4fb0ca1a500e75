import type { HandlerTree, Lang } from '@contracts';
import type { DomainError } from './errors';
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
  /** The TOKEN header as sent (may be dead or unknown); the binder has turned a live one into `player`. */
  token: string | null;
  /** Request headers, names lower-cased. */
  headers: Record<string, string | undefined>;
  /** Files of a multipart request. */
  files: UploadedFile[];
  /** "http://host:port" as the client reached us, for absolute links (native downloads). */
  origin: string;
  settings: Settings;
}

/** The caller of a live session, as the binder resolved it from TOKEN. */
export interface Player {
  uid: number;
  token: string;
}

/**
 * The handlers of one contract group: `ctx.player` is a Player for `auth: 'required'` endpoints, a
 * Player or null for `'optional'`, absent for `'none'` — nobody re-checks auth.
 */
export type Handlers<T> = HandlerTree<T, Ctx, Player, DomainError>;
