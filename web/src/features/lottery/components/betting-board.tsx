import type { PlayGroup } from '@contracts/lottery/lottery-types';
import { fromFen, toFen } from '@contracts/core/money';
import { useTranslation } from 'react-i18next';
import { ToggleRow } from '@web/components/toggle-row';
import { formatMoney } from '@web/lib/money';
import type { SlipLine } from '../slip';

interface BettingBoardProps {
  /** The lottery's chip values and the one chosen (fen): a press on an option adds that chip. */
  chips: readonly string[];
  chip: number;
  onChip: (fen: number) => void;
  groups: readonly PlayGroup[];
  odds: ReadonlyMap<string, string>;
  lines: readonly SlipLine[];
  /** Bets closed (drawing) or nothing to stake with: the board is shown but cannot be pressed. */
  disabled: boolean;
  onPick: (option: string, name: string) => void;
}

/** The colour game's colour options get their colour; everything else is a plain tile. */
const colourOf = (code: string) => /^(green|red|violet)$/.exec(code)?.[1];

/**
 * The chips, then the play groups and their options with odds; a press puts the chosen chip on the option
 * (again: more on it). The chips sit above the options, so choosing one never means scrolling past the board.
 */
export function BettingBoard({ chips, chip, onChip, groups, odds, lines, disabled, onPick }: BettingBoardProps) {
  const { t } = useTranslation('lottery');
  const staked = new Map(lines.map((line) => [line.option, line.fen]));
  return (
    <div className="lottery-board" aria-disabled={disabled || undefined}>
      <ToggleRow
        label={t('slip.chips')}
        className="lottery-chips"
        optionClassName="lottery-chip"
        options={chips.map((amount) => ({ value: toFen(amount), label: formatMoney(amount).replace(/\.00$/, '') }))}
        value={chip}
        onChange={onChip}
      />
      {groups.map((group) => (
        <fieldset key={group.code} className="lottery-group" disabled={disabled}>
          <legend className="lottery-group-name">{group.name}</legend>
          <div className="lottery-options">
            {group.options.map((option) => {
              const fen = staked.get(option.code);
              const rate = odds.get(option.code);
              const colour = colourOf(option.code);
              return (
                <button
                  key={option.code}
                  type="button"
                  className={`lottery-option${colour ? ` is-${colour}` : ''}`}
                  aria-pressed={fen !== undefined}
                  onClick={() => onPick(option.code, option.name)}
                >
                  <span className="lottery-option-name">{option.name}</span>
                  <span className="lottery-option-odds">{rate ? t('board.odds', { odds: rate }) : '--'}</span>
                  {fen !== undefined && <span className="lottery-option-stake">{formatMoney(fromFen(fen)).replace(/\.00$/, '')}</span>}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
