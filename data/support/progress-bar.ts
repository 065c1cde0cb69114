import cliProgress from 'cli-progress';
import type { ImportProgress } from './import-target';

/** A progress bar on a terminal; elsewhere (CI, pipelines) a line at every tenth. */
export function progressBar(label: string, unit = 'items'): ImportProgress {
  if (!process.stderr.isTTY) {
    let total = 0;
    let lastTenth = -1;
    return {
      start: (count) => {
        total = count;
        console.error(`${label}: ${unit === 'items' ? 'writing' : 'fetching'} ${count} ${unit}`);
      },
      update: (written) => {
        const tenth = Math.floor((written / total) * 10);
        if (tenth !== lastTenth) console.error(`${label}: ${written}/${total} ${unit}`);
        lastTenth = tenth;
      },
    };
  }
  const bar = new cliProgress.SingleBar(
    { format: `${label} [{bar}] {percentage}% | {value}/{total} ${unit} | {eta}s left`, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  return { start: (total) => bar.start(total, 0), update: (written) => bar.update(written), stop: () => bar.stop() };
}
