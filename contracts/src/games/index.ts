export const games = {};
