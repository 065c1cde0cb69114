import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import { CorpusError } from './corpus-error';
import { type FileSources, PINNED_MANIFESTS } from './pinned-sources';

/**
 * How many records the pinned files hold, kept beside their checksums (expected-counts.json in the
 * manifest directory): the import refuses a parse that finds another number. A fixture corpus
 * (test/support/fixture-corpus) brings its own manifests and therefore its own counts.
 */
const expectedCountsSchema = z.object({
  hadith: z.record(z.string(), z.number().int().nonnegative()),
  hisnAlMuslim: z.object({ chapters: z.number().int().positive(), items: z.number().int().positive() }),
});

export type ExpectedCounts = z.infer<typeof expectedCountsSchema>;

export async function expectedCountsOf(location: FileSources): Promise<ExpectedCounts> {
  const file = join(location.manifests ?? PINNED_MANIFESTS, 'expected-counts.json');
  try {
    return expectedCountsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    throw new CorpusError(`Cannot read the expected counts at ${file}: ${(error as Error).message}`);
  }
}
