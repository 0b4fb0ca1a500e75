export const promotions = {};
