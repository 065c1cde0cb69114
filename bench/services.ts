import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QuranRepository } from '../functions/quran/quran-repository';
import { QuranService } from '../functions/quran/quran-service';
import { TableReader } from '../functions/shared/table-reader';

/** The Quran service as the functions build it, on the bench's own (counting) client. */
export function benchQuranService(client: DynamoDBDocumentClient, tableName: string): QuranService {
  return new QuranService(new QuranRepository(new TableReader(client, tableName)), {
    importCommand: 'npm run corpus:import -- --local',
    reciter: 'bench',
    surahAudioUrlTemplate: '{surah}',
    ayahAudioUrlTemplate: '{global}',
  });
}
