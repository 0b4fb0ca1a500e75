import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The full-width primary submit of every form: disabled and spinning while its request is pending. */
export function SubmitButton({
  pending = false,
  disabled = false,
  children,
}: {
  pending?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      color="primary"
      block
      size="large"
      // Keep focus in the field on press: its blur would show a message, shift this button down,
      // and the press would land beside it (no submit).
      onMouseDown={(event) => event.preventDefault()}
      loading={pending}
      disabled={pending || disabled}
    >
      {children}
    </Button>
  );
}
