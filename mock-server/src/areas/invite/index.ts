// What the content area binds of invitations (their calls are in the contract's `common` group).
export { userInvite } from './invite';
export { applyPartner } from './partner';
