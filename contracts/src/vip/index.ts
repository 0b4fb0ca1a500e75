export const vip = {};
