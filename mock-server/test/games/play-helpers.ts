import type { FastifyInstance } from 'fastify';
import { catalogueFor, venueOf, type GameDefinition } from '@mock/areas/games/catalogue';
import { api, call, okData } from '../helpers';

export function gamesOf(app: FastifyInstance, predicate: (g: GameDefinition) => boolean): GameDefinition[] {
  return catalogueFor(app.mock.world.seed).games.filter((g) => predicate(g) && !venueOf(g).maintenance);
}

export function firstGame(app: FastifyInstance, category: number): GameDefinition {
  const game = gamesOf(app, (g) => g.category === category)[0];
  if (!game) throw new Error(`no game of category ${category}`);
  return game;
}

/** Moves money central → venue through the wallet area's own endpoint, as a player would. */
export async function fund(app: FastifyInstance, token: string, venueCode: string, amount: string) {
  return okData(api.funds.transfer, await call(app, api.funds.transfer, { from: 'central', to: venueCode, amount }, { token }));
}

/** openGame, then load the page (redeeming the ticket); returns the page and its play session id. */
export async function openPage(
  app: FastifyInstance,
  token: string,
  gameId: number,
  options: { trial?: boolean; lang?: 'en' | 'zh_hans' } = {},
) {
  const opened = okData(
    api.games.openGame,
    await call(app, api.games.openGame, { gameId, trial: options.trial ?? false }, { token, lang: options.lang }),
  );
  const page = await app.inject({ method: 'GET', url: new URL(opened.url).pathname });
  // The page carries its session in a JSON block its served script reads (no inline script).
  const sid = /<script id="session" type="application\/json">"([0-9a-f]{32})"<\/script>/.exec(page.body)?.[1] ?? '';
  return { opened, page, sid };
}

export async function play(app: FastifyInstance, sid: string, stake: string, pick?: string) {
  return app.inject({ method: 'POST', url: `/play/s/${sid}/play`, payload: pick === undefined ? { stake } : { stake, pick } });
}
