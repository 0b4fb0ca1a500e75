export const records = {};
