import { z } from 'zod';
import { QueryInt } from './wire';

export const PageQuery = z.object({
  page: QueryInt.pipe(z.number().int().min(1)).default(1),
  pageSize: QueryInt.pipe(z.number().int().min(1).max(100)).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** Every list answers `{ list, total, page, pageSize }`. */
export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

export function paginate<T>(items: readonly T[], { page, pageSize }: PageQuery) {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}
