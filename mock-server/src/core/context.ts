import type { HandlerTree, Lang } from '@contracts';
import type { DomainError } from './errors';
import type { Clock } from './clock';
import type { ThrottleAction } from './client-throttle';
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
  /** The client's address as its socket gives it (never a header): failure budgets and throttles count per client. */
  client: string;
  /**
   * Runs `work` as one unit of work under the world's write lock. A handler bound with `locksItself`
   * runs outside the lock and takes it phase by phase, so its slow part (a password hash) keeps nobody
   * waiting; for any other write handler, already inside the lock, it is a nested unit.
   */
  write: <T>(work: () => Promise<T> | T) => Promise<T>;
  /** A refusal when this client asks too often for something costly (a password hash), else null. */
  throttle: (action: ThrottleAction) => DomainError | null;
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
export type Handlers<T> = HandlerTree<T, Ctx, Player, DomainError<string>>;
