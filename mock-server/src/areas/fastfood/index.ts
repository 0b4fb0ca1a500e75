// What others call of fast food: the lottery area's control group (which covers fast food too), feedback's orders, the items' icons.
export { fastFoodBook, fastFoodTimedGame } from './order-book';
export { fastFoodBetView } from './orders';
export { FASTFOOD_GAME, FOOD_ITEMS, type FoodItemDefinition } from './table';
