export const lottery = {};
