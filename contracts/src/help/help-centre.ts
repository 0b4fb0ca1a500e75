import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { IsoDateTime } from '../core/time';

export const HelpArticleSummary = z.object({ id: z.number().int().positive(), title: z.string() });

export const HelpCategory = z.object({
  id: z.number().int().positive(),
  /** In the request language. */
  name: z.string(),
  icon: z.string().min(1),
  articles: z.array(HelpArticleSummary),
});
export type HelpCategory = z.infer<typeof HelpCategory>;

export const getList = endpoint({
  method: 'GET',
  path: 'help/getList',
  auth: 'none',
  summary: 'The help centre (mine/helpCenter): categories in order, each with its article titles; optionally one category.',
  input: z.object({ categoryId: QueryInt.pipe(z.number().int().positive()).optional() }),
  output: z.array(HelpCategory),
});

export const HelpArticle = z.object({
  id: z.number().int().positive(),
  categoryId: z.number().int().positive(),
  title: z.string(),
  /** Rich text (HTML) in the request language; the web sanitises it. */
  content: z.string(),
  updatedAt: IsoDateTime,
});
export type HelpArticle = z.infer<typeof HelpArticle>;

export const getDetails = endpoint({
  method: 'GET',
  path: 'help/getDetails',
  auth: 'none',
  summary: 'One help article with its rich-text content.',
  input: z.object({ id: QueryInt.pipe(z.number().int().positive()) }),
  output: HelpArticle,
});
