import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlErrorText } from './control-client';
import type { DemoAction } from './demo-action';

/** A list the drawer reads: loading, its failure, its empty text, or its rows. */
export function DemoList<T>({ query, empty, children }: { query: UseQueryResult<T[]>; empty: string; children: (rows: T[]) => ReactNode }) {
  const { t } = useTranslation('demo');
  if (query.isError) return <p className="demo-error">{t('loadFailed', { reason: controlErrorText(query.error) })}</p>;
  if (!query.data) return <p className="demo-empty">{t('loading')}</p>;
  if (query.data.length === 0) return <p className="demo-empty">{empty}</p>;
  return <ul className="demo-rows">{children(query.data)}</ul>;
}

export interface RowPress {
  /** The action's key: unique in its section, so only this button spins. */
  key: string;
  label: string;
  danger?: boolean;
  press: () => void;
}

/**
 * One pending case: who, what, which order, and its decisions. The buttons say only the verb ("Approve"), so each is
 * described by its row (aria-describedby): a screen reader hears which order it decides.
 */
export function DemoRow({ id, lines, presses, action }: { id: string; lines: ReactNode[]; presses: RowPress[]; action: DemoAction }) {
  return (
    <li className="demo-row">
      <div id={id} className="demo-row-info">
        {lines.map((line, index) => (
          <span key={index} className={index === 0 ? 'demo-row-main' : 'demo-row-sub'}>
            {line}
          </span>
        ))}
      </div>
      <div className="demo-row-actions">
        {presses.map(({ key, label, danger, press }) => (
          <Button
            key={key}
            size="small"
            color={danger ? 'danger' : 'primary'}
            fill={danger ? 'outline' : 'solid'}
            aria-describedby={id}
            loading={action.pending === key}
            disabled={action.pending !== null && action.pending !== key}
            onClick={press}
          >
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}
