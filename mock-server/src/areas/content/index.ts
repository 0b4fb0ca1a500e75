// What other areas call of the content area: a player's own upload, which an entry may attach.
export { ownUpload } from './upload';
