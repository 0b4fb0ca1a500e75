export const fastfood = {};
