export const withdrawal = {};
