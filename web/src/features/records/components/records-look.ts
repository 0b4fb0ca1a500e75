import type { StateLook } from '@web/components/query-state';

/** The record pages' loading and error blocks: while the server's clock is asked for, then in the list. */
export const recordsPageLook: StateLook = { loading: 'records-loading records-page-loading', state: 'records-state' };
export const recordsListLook: StateLook = { loading: 'records-loading', state: 'records-state' };
