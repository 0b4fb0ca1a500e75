// What the content area binds of the sponsorship partners (their calls are in the contract's `common` group).
export { partnerDetail, partnerList } from './partners';
