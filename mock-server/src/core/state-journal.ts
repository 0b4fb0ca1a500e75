import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { crc32 } from 'node:zlib';
import type { KeptAnswer } from './idempotency';
import type { Counters } from './schemas';
import type { Change } from './unit-of-work';

/**
 * The journal beside a state file (`FILE.journal-<generation>`): one line per commit, `<crc32 in hex> <JSON>`, after
 * a header line naming the snapshot generation it follows. A line is whole once its newline is written; a last line
 * without one, or whose checksum fails, is a write the crash cut short (never acknowledged, since the answer waits for
 * the fsync that covers it) and is ignored; a bad line with whole lines after it is corruption.
 */

export const JOURNAL_FORMAT = 'star-harbour-mock-journal';

/** One journal line: the clock's instant, and what changed (a commit's changes and counters, or a kept answer). */
export interface JournalRecord {
  /** The clock's instant when the line was appended. */
  now: number;
  changes?: Change[];
  counters?: Counters;
  kept?: KeptAnswer;
}

export function journalPath(statePath: string, generation: number): string {
  return `${statePath}.journal-${generation}`;
}

/** The generations of the journals beside `statePath`, ascending. */
export async function journalGenerations(statePath: string): Promise<number[]> {
  const prefix = `${basename(statePath)}.journal-`;
  const names = await readdir(dirname(statePath)).catch(() => [] as string[]);
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => a - b);
}

export function journalHeader(generation: number): string {
  return journalLine({ journal: JOURNAL_FORMAT, generation });
}

export function journalLine(value: unknown): string {
  const json = JSON.stringify(value);
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

/** What a journal file holds: its records in order, and whether its last line was cut short. */
export interface JournalContent {
  records: JournalRecord[];
  torn: boolean;
}

/** A journal that must not be used: the message says which file and line. */
export class JournalCorrupt extends Error {}

/** Reads one journal; `generation` is what its header must say. */
export async function readJournal(path: string, generation: number): Promise<JournalContent> {
  const text = await readFile(path, 'utf8');
  const lines = text.split('\n');
  // The piece after the last newline: empty when the file ends whole, a torn line otherwise.
  const tail = lines.pop() ?? '';
  const values: unknown[] = [];
  let torn = tail !== '';
  for (const [index, line] of lines.entries()) {
    const value = parseLine(line);
    if (value !== undefined) values.push(value);
    else if (index === lines.length - 1 && !torn) torn = true;
    else throw new JournalCorrupt(`${path} is corrupt (line ${index + 1} of ${lines.length} fails its checksum)`);
  }
  const [header, ...records] = values;
  if (header === undefined) {
    if (text === '' || torn) return { records: [], torn };
    throw new JournalCorrupt(`${path} is corrupt (no header)`);
  }
  const { journal, generation: written } = header as { journal?: unknown; generation?: unknown };
  if (journal !== JOURNAL_FORMAT || written !== generation)
    throw new JournalCorrupt(`${path} is not the journal of generation ${generation}`);
  return { records: records as JournalRecord[], torn };
}

function parseLine(line: string): unknown {
  const space = line.indexOf(' ');
  if (space !== 8) return undefined;
  const json = line.slice(9);
  if (crc32(json).toString(16).padStart(8, '0') !== line.slice(0, 8)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
