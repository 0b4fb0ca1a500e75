import { coloursOf, sizeOf, type LotteryTypeCode } from '@contracts/lottery/shapes';
import { useTranslation } from 'react-i18next';
import { DiceFace } from './dice-face';

interface ResultViewProps {
  type: LotteryTypeCode;
  result: readonly number[];
  /** Plays the reveal (a roll or a pop); the CSS leaves it out under prefers-reduced-motion. */
  reveal?: boolean;
  size?: 's' | 'm';
}

const COLOUR_CLASS = { 1: 'green', 2: 'red', 3: 'violet' } as const;

/**
 * A result as the type shows it: three dice faces with their sum, five digit balls, or the colour
 * game's number on its colours with big/small. The pictures are decorative; one text says the result.
 */
export function ResultView({ type, result, reveal = false, size = 'm' }: ResultViewProps) {
  const { t } = useTranslation('lottery');
  const className = `lottery-result lottery-result-${size}${reveal ? ' lottery-reveal' : ''}`;
  if (type === 1) {
    const sum = result.reduce((a, b) => a + b, 0);
    return (
      <span className={className}>
        <span className="visually-hidden">{t('result.dice', { faces: result.join(', '), sum })}</span>
        {result.map((face, i) => (
          <DiceFace key={i} value={face} />
        ))}
        <span className="lottery-result-sum" aria-hidden="true">
          {t('result.sumShort', { sum })}
        </span>
      </span>
    );
  }
  if (type === 2) {
    return (
      <span className={className}>
        <span className="visually-hidden">{t('result.digits', { digits: result.join(', ') })}</span>
        {result.map((digit, i) => (
          <span key={i} className="lottery-ball" aria-hidden="true">
            {digit}
          </span>
        ))}
      </span>
    );
  }
  const number = result[0] ?? 0;
  const colours = coloursOf(number);
  const colourNames = colours.map((c) => t(`colour.${COLOUR_CLASS[c]}`)).join(' / ');
  const sizeName = t(sizeOf(number) === 2 ? 'size.big' : 'size.small');
  return (
    <span className={className}>
      <span className="visually-hidden">{t('result.colour', { number, colours: colourNames, size: sizeName })}</span>
      <span className={`lottery-ball lottery-colour-ball ${colours.map((c) => `is-${COLOUR_CLASS[c]}`).join(' ')}`} aria-hidden="true">
        {number}
      </span>
      <span className="lottery-result-sum" aria-hidden="true">
        {colourNames} · {sizeName}
      </span>
    </span>
  );
}
