import { Button } from 'antd-mobile';

interface ClaimButtonProps {
  /** The status's button text ("Claim", "Claimed", "Locked" …). */
  text: string;
  /** What is claimed, so the button's name says it ("Claim Birthday gift"). */
  name: string;
  claimable: boolean;
  claiming: boolean;
  onClaim: () => void;
}

/** A privilege's or a task's Claim: solid only while it can be claimed, waiting while its claim runs. */
export function ClaimButton({ text, name, claimable, claiming, onClaim }: ClaimButtonProps) {
  return (
    <Button
      size="small"
      color="primary"
      fill={claimable ? 'solid' : 'outline'}
      disabled={!claimable || claiming}
      loading={claiming}
      onClick={onClaim}
      aria-label={`${text} ${name}`}
    >
      {text}
    </Button>
  );
}
