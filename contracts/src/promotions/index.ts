import { apply, detail, getActivityClassification, list } from './activity';

/** activity/* of spec §7, and activity/apply: this project's extension (docs/decisions.md). */
export const promotions = {
  getActivityClassification,
  list,
  detail,
  apply,
};
