export const funds = {};
