import { detail, getOrder, list, submit } from './feedback';

export const feedback = {
  list,
  getOrder,
  submit,
  detail,
};
