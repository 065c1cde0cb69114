import cliProgress from 'cli-progress';
import { ITEMS_WRITTEN } from '../../functions/shared/corpus-marker';
import type { ImportProgress, ProgressSubject } from './import-target';

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Progress on the console, a bar per corpus being written (two imports run at once under `npm start`), each named for
 * its corpus ("hadith [...] 40% | 54,000/~140,000 items written"). On a terminal, bars; elsewhere (CI, pipelines, a
 * log) a line at every tenth of each. `label` and `unit` (verb included, as ProgressSubject.unit) name a progress that
 * gives no subject (a download). Notes, what an import does before it writes, are lines of their own.
 */
export function progressBar(
  label: string,
  unit = ITEMS_WRITTEN,
  log: (line: string) => void = (line) => console.error(line),
): ImportProgress {
  const fallback: ProgressSubject = { corpus: label, unit };
  const totals = new Map<string, number>();
  const of = (subject: ProgressSubject) =>
    `${subject.approximate ? 'about ' : ''}${count(totals.get(subject.corpus) ?? 0)} ${subject.unit}`;
  if (!process.stderr.isTTY) {
    const tenths = new Map<string, number>();
    return {
      start: (total, subject = fallback) => {
        totals.set(subject.corpus, total);
        tenths.set(subject.corpus, 0);
        log(`${subject.corpus}: 0 of ${of(subject)}`);
      },
      update: (written, subject = fallback) => {
        const total = totals.get(subject.corpus) || 1;
        const tenth = Math.floor((Math.min(written, total) / total) * 10);
        if (tenth > (tenths.get(subject.corpus) ?? 0)) log(`${subject.corpus}: ${count(written)} of ${of(subject)}`);
        tenths.set(subject.corpus, tenth);
      },
      note: log,
    };
  }
  let board: cliProgress.MultiBar | undefined;
  const bars = new Map<string, cliProgress.SingleBar>();
  return {
    start: (total, subject = fallback) => {
      board ??= new cliProgress.MultiBar(
        { format: '{corpus} [{bar}] {percentage}% | {value}/{total} {unit} | {eta}s left', stream: process.stderr, clearOnComplete: false },
        cliProgress.Presets.shades_classic,
      );
      bars.get(subject.corpus)?.stop();
      totals.set(subject.corpus, total);
      bars.set(subject.corpus, board.create(total, 0, { corpus: subject.corpus, unit: subject.unit }));
    },
    // An estimated total may be passed: the bar then grows with the count rather than run past its end.
    update: (written, subject = fallback) => {
      const bar = bars.get(subject.corpus);
      if (written > (totals.get(subject.corpus) ?? 0)) {
        totals.set(subject.corpus, written);
        bar?.setTotal(written);
      }
      bar?.update(written);
    },
    stop: (subject = fallback) => {
      const bar = bars.get(subject.corpus);
      if (!bar) return;
      bar.stop();
      board?.remove(bar);
      bars.delete(subject.corpus);
      if (bars.size === 0) {
        board?.stop();
        board = undefined;
      }
    },
    note: (line) => (board ? board.log(`${line}\n`) : log(line)),
  };
}
