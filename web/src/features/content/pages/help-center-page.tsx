import { useQuery } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { helpArticleQuery } from '@web/api/help/get-details';
import { helpListQuery } from '@web/api/help/get-list';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import { QueryState } from '@web/components/query-state';
import { RichText } from '@web/components/rich-text';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { formatDate } from '../components/format-date';
import { HelpIcon } from '../components/help-icon';
import '../content.css';

export default function HelpCenterPage(props: PageProps) {
  return (
    <FeatureStrings ns="content">
      <HelpCenter {...props} />
    </FeatureStrings>
  );
}

/** mine/helpCenter: the categories and their articles; with `?id=`, that article (spec §2 has no article route). */
function HelpCenter({ titleKey }: PageProps) {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <HelpArticle id={id} titleKey={titleKey} /> : <HelpIndex titleKey={titleKey} />;
}

function HelpIndex({ titleKey }: PageProps) {
  const { t } = useTranslation('content');
  const { lang } = useSession();
  const list = useQuery(helpListQuery(lang));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <p className="content-intro">{t('help.intro')}</p>
      <QueryState query={list} label={t('help.loading')} lines={6}>
        {(categories) =>
          categories.map((category) => (
            <section key={category.id} className="surface-card" aria-labelledby={`help-cat-${category.id}`}>
              <h2 id={`help-cat-${category.id}`} className="content-card-title">
                <span className="content-card-icon">
                  <HelpIcon name={category.icon} />
                </span>
                {category.name}
              </h2>
              <ul className="content-links">
                {category.articles.map((article) => (
                  <li key={article.id}>
                    <Link className="content-link" to={routes.helpCenter({ id: article.id })}>
                      <span>{article.title}</span>
                      <RightOutline aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </QueryState>
    </Page>
  );
}

function HelpArticle({ id, titleKey }: { id: number; titleKey: string }) {
  const { t } = useTranslation('content');
  const { lang } = useSession();
  const article = useQuery(helpArticleQuery(lang, id));
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <QueryState query={article} label={t('help.loadingArticle')} lines={8}>
        {(one) => (
          <article className="surface-card content-article" aria-labelledby="help-article-title">
            <h2 id="help-article-title" className="content-article-title">
              {one.title}
            </h2>
            <p className="content-row-meta">{t('help.updated', { date: formatDate(one.updatedAt) })}</p>
            <RichText html={one.content} />
            <p className="content-back">
              <Link className="text-link" to={routes.helpCenter()}>
                {t('help.allTopics')}
              </Link>
            </p>
          </article>
        )}
      </QueryState>
    </Page>
  );
}
