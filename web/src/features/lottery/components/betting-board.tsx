import type { PlayGroup } from '@contracts/lottery/lottery-types';
import { fromFen } from '@contracts/core/money';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@web/lib/money';
import type { SlipLine } from '../slip';

interface BettingBoardProps {
  groups: readonly PlayGroup[];
  odds: ReadonlyMap<string, string>;
  lines: readonly SlipLine[];
  /** Bets closed (drawing) or nothing to stake with: the board is shown but cannot be pressed. */
  disabled: boolean;
  onPick: (option: string, name: string) => void;
}

/** The colour game's colour options get their colour; everything else is a plain tile. */
const colourOf = (code: string) => /^(green|red|violet)$/.exec(code)?.[1];

/** Play groups and their options with odds; a press puts the chosen chip on the option (again: more on it). */
export function BettingBoard({ groups, odds, lines, disabled, onPick }: BettingBoardProps) {
  const { t } = useTranslation('lottery');
  const staked = new Map(lines.map((line) => [line.option, line.fen]));
  return (
    <div className="lottery-board" aria-disabled={disabled || undefined}>
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
