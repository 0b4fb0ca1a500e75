import { DAY_MS, toPlatformIso } from '@contracts';
import type { HelpArticle, HelpCategory } from '@contracts/help/help-centre';
import { fail, type DomainError } from '../../core/errors';
import type { VisitorCtx } from '../../core/domain-ctx';
import type { World } from '../../core/store';
import { HELP_CATEGORIES } from './articles';

/** Seed: each article was last edited some days before the world's start, so it does not move with the clock. */
export async function seedHelpStamps(world: World, startMs: number): Promise<void> {
  for (const article of HELP_CATEGORIES.flatMap((c) => c.articles)) {
    await world.db.helpStamps.create({ id: article.id, updatedAt: startMs - article.updatedDaysAgo * DAY_MS });
  }
}

/** help/getList: categories in order with their article titles; one category when asked (unknown: refused). */
export function helpList(ctx: VisitorCtx, categoryId: number | undefined): HelpCategory[] | DomainError {
  const { lang } = ctx;
  const categories = categoryId === undefined ? HELP_CATEGORIES : HELP_CATEGORIES.filter((c) => c.id === categoryId);
  if (categories.length === 0) return fail('help.categoryNotFound');
  return categories.map((c) => ({
    id: c.id,
    name: c.name[lang],
    icon: c.icon,
    articles: c.articles.map((a) => ({ id: a.id, title: a.title[lang] })),
  }));
}

/** help/getDetails: one article, with the instant it was last edited (stamped when the world was seeded). */
export function helpArticle(ctx: VisitorCtx, id: number): HelpArticle | DomainError {
  const { world, lang } = ctx;
  for (const category of HELP_CATEGORIES) {
    const article = category.articles.find((a) => a.id === id);
    if (article) {
      return {
        id: article.id,
        categoryId: category.id,
        title: article.title[lang],
        content: article.content[lang],
        updatedAt: toPlatformIso(world.db.helpStamps.findFirst((q) => q.where({ id }))?.updatedAt ?? 0),
      };
    }
  }
  return fail('help.notFound');
}
