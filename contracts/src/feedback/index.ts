export const feedback = {};
