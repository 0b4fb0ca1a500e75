import { detail, getActivityClassification, list } from './activity';

/** activity/* of spec §7. */
export const promotions = {
  getActivityClassification,
  list,
  detail,
};
