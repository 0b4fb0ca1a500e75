/**
 * The code of the player's central wallet; every other wallet is named by its venue's code. Apart
 * from the schemas (wallets.ts) so a first screen can name it without downloading zod.
 */
export const CENTRAL_WALLET = 'central';
