export const deposit = {};
