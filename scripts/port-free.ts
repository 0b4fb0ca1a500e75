/**
 * Part of `npm start`, before the build: a port that is taken is said in one line at once, instead of a stack after
 * a 20-second build. The server says the same if the port is taken between this check and its start.
 */
import { ensurePortFree, ListenError, listenAddressFrom, npmCommand } from '../mock-server/src/listen-address';

try {
  await ensurePortFree(listenAddressFrom(process.env), 'PORT', npmCommand(process.env));
} catch (error) {
  if (!(error instanceof ListenError)) throw error;
  console.error(error.message);
  process.exit(1);
}
