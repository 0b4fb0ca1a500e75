import { SEARCH_KEYWORD_MAX } from '@contracts/games/catalog';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Input } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { searchQuery } from '@web/api/games/get-search-game-list';
import { GameGrid } from '../components/game-grid';
import { addToHistory, clearHistory, readHistory } from '../components/search-history';
import '../games.css';

/** Search by name (either language; results named in the current one), with this device's history. */
export default function SearchPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  const viewer = useSession();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const [text, setText] = useState(keyword);
  const [history, setHistory] = useState(readHistory);
  const [blank, setBlank] = useState(false);
  const results = useInfiniteQuery(searchQuery(viewer, keyword));

  const run = (word: string) => {
    const trimmed = word.trim();
    setBlank(trimmed === '');
    if (!trimmed) return;
    setText(trimmed);
    setHistory(addToHistory(trimmed));
    setParams({ q: trimmed }, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(text);
  };

  return (
    <Page title={t(`routes:${titleKey}`)}>
      <form role="search" className="lobby-search-form" onSubmit={submit} noValidate>
        <label htmlFor="lobby-search-input" className="visually-hidden">
          {t('search.label')}
        </label>
        <Input
          id="lobby-search-input"
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(value) => {
            setText(value);
            if (value.trim()) setBlank(false);
          }}
          maxLength={SEARCH_KEYWORD_MAX}
          placeholder={t('search.placeholder')}
          autoFocus={!keyword}
          aria-describedby={blank ? 'lobby-search-error' : undefined}
        />
        {text !== '' && (
          // Not Input's `clearable`: its clear icon is a div with an aria-label and no role (axe refuses it).
          <button
            type="button"
            className="icon-button"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              setParams({}, { replace: true });
            }}
          >
            <CloseCircleFill aria-hidden="true" />
          </button>
        )}
        <Button type="submit" color="primary" size="small">
          {t('search.submit')}
        </Button>
      </form>
      {blank && (
        <p id="lobby-search-error" className="form-error lobby-search-error" role="alert">
          {t('search.blank')}
        </p>
      )}

      {keyword ? (
        <section className="lobby-section" aria-labelledby="lobby-results-heading">
          <h2 id="lobby-results-heading" className="lobby-section-title">
            {t('search.results', { keyword })}
          </h2>
          <GameGrid
            label={t('search.results', { keyword })}
            query={results}
            empty={<Empty description={t('search.empty', { keyword })} />}
          />
        </section>
      ) : (
        <section className="lobby-section" aria-labelledby="lobby-history-heading">
          <div className="lobby-section-head">
            <h2 id="lobby-history-heading" className="lobby-section-title">
              {t('search.history')}
            </h2>
            {history.length > 0 && (
              <button type="button" className="text-link" onClick={() => setHistory(clearHistory())}>
                {t('search.clearHistory')}
              </button>
            )}
          </div>
          {history.length === 0 ? (
            <p className="lobby-muted">{t('search.noHistory')}</p>
          ) : (
            <ul className="lobby-history">
              {history.map((word) => (
                <li key={word}>
                  <button type="button" onClick={() => run(word)}>
                    {word}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Page>
  );
}
