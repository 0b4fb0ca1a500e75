import type { Caller } from '../../core/domain-ctx';
import type { PlayerRecord } from './schemas';
import type { SecretRef } from './secret-budget';

/** The player's login password as this client tries it (the budget a login from here spends too). */
export const loginSecretOf = (ctx: Pick<Caller, 'client'>, player: Pick<PlayerRecord, 'usernameKey'>): SecretRef => ({
  kind: 'login',
  usernameKey: player.usernameKey,
  client: ctx.client,
});

/** The player's withdrawal password (one budget per player: only their session can try it). */
export const withdrawalSecretOf = (player: Pick<PlayerRecord, 'uid'>): SecretRef => ({ kind: 'withdrawal', uid: player.uid });
