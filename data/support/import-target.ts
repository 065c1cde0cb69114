import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type CorpusImportProgress, type CorpusMarker, ITEMS_WRITTEN } from '../../functions/shared/corpus-marker';
import { keys } from '../../functions/shared/table';

/** What every corpus import shares: the table it writes, its progress callbacks, markers and counts. */
export interface ImportTarget {
  client: DynamoDBDocumentClient;
  tableName: string;
}

/** What a progress counts: its corpus, in which units, and whether the total is an estimate. */
export interface ProgressSubject {
  /** The corpus as people name it: "hadith", "duas", "Quran translations", "tafsir". */
  corpus: string;
  /** What is counted, verb included, as CorpusImportProgress.unit: "items written" (ITEMS_WRITTEN) unless said. */
  unit: string;
  /** The total is an estimate (an index whose items are made as they are written): the count may pass it. */
  approximate?: boolean;
}

export interface ImportProgress {
  /** Called once per corpus written with the number of units to write, then with the running total. */
  start?: (total: number, subject?: ProgressSubject) => void;
  update?: (written: number, subject?: ProgressSubject) => void;
  stop?: (subject?: ProgressSubject) => void;
  /** A step before anything is written (reading the sources, numbering, indexing), as a line for the console. */
  note?: (line: string) => void;
}

/** A corpus's marker, read consistently: what the table holds now. */
export async function readCorpusMarker<T extends CorpusMarker = CorpusMarker>(
  target: ImportTarget,
  corpus: string,
): Promise<T | undefined> {
  const result = await target.client.send(
    new GetCommand({ TableName: target.tableName, Key: keys.corpusMarker(corpus), ConsistentRead: true }),
  );
  return result.Item as T | undefined;
}

/** Items in one partition, counted by the table (imports read their counts back before going live). */
export async function countPartition(target: ImportTarget, partition: string): Promise<number> {
  let count = 0;
  const pages = paginateQuery(
    { client: target.client },
    {
      TableName: target.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      Select: 'COUNT',
      ConsistentRead: true,
    },
  );
  for await (const page of pages) count += page.Count ?? 0;
  return count;
}

/** How often an import under way says so in the table (the services' 503 reads it; see IMPORT_SILENCE_MS). */
const PROGRESS_EVERY_MS = 2_000;

export interface RecordedProgress {
  start: (total: number) => void;
  update: (written: number) => void;
  stop: () => void;
  note: (line: string) => void;
  /**
   * Says in the table that the import has begun; with `waitingFor`, that it is queued behind that (npm start's other
   * imports), which keepWaitingRecords keeps saying until the import itself begins.
   */
  begin: (waitingFor?: string) => Promise<void>;
  /** Removes what it said: the import ended, whichever way. */
  end: () => Promise<void>;
}

/**
 * Progress shown (`shown`, a progress bar) and recorded in the table for the corpora being imported, so that
 * a request meanwhile is told "being imported, try again in N s" rather than "run the import". `subject` names what is
 * counted (items unless said) for both.
 */
export function recordedProgress(
  target: ImportTarget,
  corpora: readonly string[],
  shown?: ImportProgress,
  now: () => number = Date.now,
  subject: ProgressSubject = { corpus: corpora.join(' and '), unit: ITEMS_WRITTEN },
): RecordedProgress {
  const state: CorpusImportProgress = {
    startedAt: now(),
    updatedAt: now(),
    written: 0,
    total: 0,
    ...(subject.unit !== ITEMS_WRITTEN ? { unit: subject.unit } : {}),
    ...(subject.approximate ? { approximate: true } : {}),
  };
  let recorded = 0;
  let writing: Promise<unknown> = Promise.resolve();
  // Advisory: a failed record leaves the 503 saying "run the import", and the import's own writes report the table's trouble.
  const record = () => {
    recorded = now();
    const item = { ...state, updatedAt: recorded };
    writing = writing
      .then(() =>
        Promise.all(
          corpora.map((corpus) =>
            target.client.send(new PutCommand({ TableName: target.tableName, Item: { ...keys.corpusImport(corpus), ...item } })),
          ),
        ),
      )
      .catch(() => undefined);
  };
  return {
    begin: async (waitingFor) => {
      if (waitingFor) state.waitingFor = waitingFor;
      record();
      await writing;
      delete state.waitingFor;
    },
    start: (total) => {
      state.total = total;
      state.written = 0;
      record();
      shown?.start?.(total, subject);
    },
    update: (written) => {
      state.written = written;
      if (now() - recorded >= PROGRESS_EVERY_MS) record();
      shown?.update?.(written, subject);
    },
    stop: () => shown?.stop?.(subject),
    note: (line) => shown?.note?.(line),
    end: async () => {
      await writing;
      await Promise.all(
        corpora.map((corpus) =>
          target.client.send(new DeleteCommand({ TableName: target.tableName, Key: keys.corpusImport(corpus) })).catch(() => undefined),
        ),
      );
    },
  };
}

/**
 * Keeps the records of imports waiting their turn (begun with `waitingFor`) fresh while the ones before them run,
 * which may take longer than IMPORT_SILENCE_MS (a first download): without it a waiting corpus's 503 came to say
 * "run the import" while the server was about to run it. Touches only records that still wait: one whose import has
 * begun (its record rewritten without `waitingFor`) or ended (deleted) is left alone.
 */
export function keepWaitingRecords(target: ImportTarget, corpora: readonly string[], now: () => number = Date.now): { stop: () => void } {
  const touch = () =>
    Promise.all(
      corpora.map((corpus) =>
        target.client
          .send(
            new UpdateCommand({
              TableName: target.tableName,
              Key: keys.corpusImport(corpus),
              UpdateExpression: 'SET updatedAt = :now',
              ConditionExpression: 'attribute_exists(waitingFor)',
              ExpressionAttributeValues: { ':now': now() },
            }),
          )
          .catch(() => undefined),
      ),
    );
  const timer = setInterval(touch, WAITING_TOUCH_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** How often a waiting import's record is kept fresh: well within IMPORT_SILENCE_MS. */
export const WAITING_TOUCH_EVERY_MS = 20_000;
