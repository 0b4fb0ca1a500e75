interface Paged {
  page: number;
  pageSize: number;
  total: number;
}

/** The next page number of a `{ list, total, page, pageSize }` answer while the list is not exhausted. */
export const nextPageOf = (last: Paged) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined);
