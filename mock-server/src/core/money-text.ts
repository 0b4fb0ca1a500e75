import { fromFen } from '@contracts';

/** "1,000.00": an amount inside a sentence of the mock (a refusal, terms, a message), read as the web shows it. */
export function displayFen(fen: number): string {
  const [whole = '0', frac = '00'] = fromFen(fen).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
