import type { ReactNode } from 'react';

export type Facts = Array<[label: string, value: ReactNode]>;

/** Label and value rows of one record (a detail page, the confirmed personal data); each label names one row. */
export function FactsList({ rows, className }: { rows: Facts; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
