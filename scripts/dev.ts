/**
 * `npm run dev`: the mock in watch mode and Vite's dev server, each on its own port, both checked first.
 * `PORT` (8080) and `HOST` move the mock, and Vite's proxy follows it (vite.config.ts reads the same variables);
 * `DEV_PORT` (5173) moves Vite, whose origin becomes the mock's `PUBLIC_ORIGIN` (the play and download URLs it hands
 * out, and an Origin its control API accepts) unless PUBLIC_ORIGIN is set. `API_TARGET` points Vite at a real
 * backend instead (the mock still starts).
 */
import concurrently from 'concurrently';
import { ensurePortFree, ListenError, listenAddressFrom, npmCommand } from '../mock-server/src/listen-address';
import { DEV_HOST, devPort } from './vite/dev-port';

const command = npmCommand(process.env);
try {
  const web = { host: DEV_HOST, port: devPort(process.env) };
  await ensurePortFree(listenAddressFrom(process.env), 'PORT', command);
  await ensurePortFree(web, 'DEV_PORT', command);
  const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${web.port}`;
  const { result } = concurrently(
    [
      { command: 'tsx watch mock-server/src/server.ts', name: 'mock', prefixColor: 'blue', env: { PUBLIC_ORIGIN: publicOrigin } },
      { command: 'vite', name: 'web', prefixColor: 'green' },
    ],
    { killOthersOn: ['failure', 'success'] },
  );
  await result.catch(() => process.exit(1));
} catch (error) {
  if (!(error instanceof ListenError)) throw error;
  console.error(error.message);
  process.exit(1);
}
