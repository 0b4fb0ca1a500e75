import { portFrom } from '../../mock-server/src/listen-address.ts';

/**
 * Vite's dev server: `DEV_PORT` (5173) on localhost, strictly: a busy port is an error, never a quiet move to
 * another port that the mock's PUBLIC_ORIGIN (scripts/dev.ts) would not know.
 */
export const DEV_HOST = 'localhost';
export const DEFAULT_DEV_PORT = 5173;
export const devPort = (env: Record<string, string | undefined>) => portFrom(env, 'DEV_PORT', DEFAULT_DEV_PORT);
