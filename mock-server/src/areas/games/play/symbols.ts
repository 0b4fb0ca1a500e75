/** What the reels carry (as bets/outcomes.ts spins them) and the roulette's red pockets: shared by the server's scenes and the page. */
export const REEL_SYMBOLS = ['7', '★', '♦', '♣', '♥', '♠', 'BAR'] as const;

const RED_POCKETS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const isRed = (pocket: number) => RED_POCKETS.has(pocket);
