export const help = {};
