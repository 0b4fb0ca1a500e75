// What others call of the games area: the house bets of the timed games, the bets and valid bets, the home page's lobby, and
// what the generated images are drawn from (the catalogue, the names, the seeded random numbers, the banners).
export { openHouseBet, settleHouseBet, voidHouseBet } from './bets/house-bets';
export { betGameName, betList, betTotals, findBet, nameHouseGames, playTotals, type PlayTotals } from './bets/records';
export { betsPlacedIn, validBetFen, validBetOf, type Span } from './bets/valid-bets';
export { catalogueFor, type GameDefinition } from './catalogue';
export { homeCategories } from './lobby';
export { endPlaySessions } from './tickets';
export { NAME_PARTS } from './names';
export { hashKey, rng } from './rng';
export { BANNERS, bannerUrl, slideshow } from './slides';
export { HOUSE_FASTFOOD, HOUSE_LOTTERY } from '../../catalogue/venues';
