export const interest = {};
