import { useId, type ReactNode } from 'react';

interface SectionProps {
  /** The section's h2, which names it for screen readers. */
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  'data-testid'?: string;
  /** A function where something inside is named by the same heading (a group of options): it gets the h2's id. */
  children: ReactNode | ((titleId: string) => ReactNode);
}

/** A section named by its own heading (`aria-labelledby` → the h2), with an id no other section on the page can take. */
export function Section({ title, className, titleClassName, children, 'data-testid': testId }: SectionProps) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {typeof children === 'function' ? children(id) : children}
    </section>
  );
}
