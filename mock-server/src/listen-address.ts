import { createServer } from 'node:net';

/**
 * Where the mock listens, read from the environment in one place: the server itself (server.ts), `npm start`'s
 * check before it builds (scripts/port-free.ts) and `npm run dev`'s proxy (vite.config.ts), so a moved mock is
 * found by all three.
 */
export interface ListenAddress {
  host: string;
  port: number;
  /** The origin the server is reached at from this machine (a wildcard host is reached on loopback). */
  localOrigin: string;
}

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

/** `PORT` (8080) and `HOST` (127.0.0.1). A port that is no port stops here, with its name. */
export function listenAddressFrom(env: Record<string, string | undefined>, variable = 'PORT', fallback = DEFAULT_PORT): ListenAddress {
  const port = portFrom(env, variable, fallback);
  const host = env.HOST?.trim() || DEFAULT_HOST;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return { host, port, localOrigin: `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}` };
}

/** A port from the environment: a whole number 1–65535 (0 would listen anywhere, which no proxy can follow). */
export function portFrom(env: Record<string, string | undefined>, variable: string, fallback: number): number {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535)
    throw new ListenError(`${variable} must be a port number from 1 to 65535, got "${raw}".`);
  return port;
}

/** Why the server cannot listen, said in one line (no stack): a busy port, a privileged one, a host not on this machine. */
export class ListenError extends Error {
  override readonly name = 'ListenError';
}

/**
 * The one-line account of a failed listen, naming the variable that picks another port (`PORT`, `DEV_PORT`) and,
 * when known, the command to run again; null for a failure that is not about the address.
 */
export function listenFailure(
  error: unknown,
  address: { host: string; port: number },
  variable = 'PORT',
  command?: string,
): ListenError | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const where = `${address.host}:${address.port}`;
  const again = `${variable}=${address.port === 65_535 ? address.port - 1 : address.port + 1}${command ? ` ${command}` : ''}`;
  if (code === 'EADDRINUSE')
    return new ListenError(`Port ${address.port} is already in use (${where}): stop what is using it, or pick another port, e.g. ${again}`);
  if (code === 'EACCES')
    return new ListenError(
      `Port ${address.port} needs privileges to listen on (${where}): pick a port above 1023, e.g. ${variable}=${DEFAULT_PORT}${command ? ` ${command}` : ''}`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new ListenError(`HOST ${address.host} is not an address of this machine: use 127.0.0.1, 0.0.0.0 or one of its own addresses.`);
  return null;
}

/** Resolves when `host:port` can be listened on now (it is let go at once); otherwise rejects with the ListenError. */
export async function ensurePortFree(address: { host: string; port: number }, variable = 'PORT', command?: string): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error) => reject(listenFailure(error, address, variable, command) ?? error));
    probe.listen({ host: address.host, port: address.port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The npm command this process runs under (`npm start`, `npm run dev`), to repeat in a message; undefined outside npm. */
export function npmCommand(env: Record<string, string | undefined>): string | undefined {
  const event = env.npm_lifecycle_event;
  if (!event) return undefined;
  return event === 'start' ? 'npm start' : `npm run ${event}`;
}
