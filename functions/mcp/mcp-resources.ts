import { type McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpError, type ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { HADITH_COLLECTION_IDS, type HadithCollectionId } from '../hadith/hadith-collections';
import { parseHadithNumber } from '../hadith/hadith-numbers';
import { TAFSIR_EDITION_IDS } from '../tafsir/tafsir-editions';
import { RESOURCE_NOT_FOUND, resourceErrorOf } from './mcp-errors';
import type { McpToolDependencies } from './mcp-tools';

/**
 * The corpora as MCP resources, read by URI like files (resources/read), and prompts for the common tasks. A client
 * attaches a resource to a conversation as context; a prompt is a ready-made request a user picks from a menu.
 *
 * - `quran://{surah}/{ayah}`: one verse (Arabic, Saheeh International, its place in the mushaf, a quran.com link);
 * - `quran://{surah}`: one surah, every verse (listed: the 114 surahs);
 * - `hadith://{collection}/{number}`: a narration by sunnah.com's number ("hadith://muslim/2564a").
 * - `tafsir://{edition}/{surah}/{ayah}`: the commentary of one edition (or a language's default) on a verse, each
 *   commentary once with the ayahs it covers ("tafsir://en.ibnkathir/2/255", "tafsir://ar/1/1").
 */

const json = (uri: URL, value: unknown): ReadResourceResult => ({
  contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value) }],
});

/** A read that fails as the API would (a verse that does not exist, a corpus not imported): a JSON-RPC error saying why. */
async function reading(uri: URL, work: () => Promise<unknown>): Promise<ReadResourceResult> {
  try {
    return json(uri, await work());
  } catch (error) {
    throw resourceErrorOf(error) ?? error;
  }
}

/** A whole number from a URI's variable, or the JSON-RPC error naming it. */
function wholeNumber(value: string | string[] | undefined, name: string): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,4}$/.test(text)) throw new McpError(RESOURCE_NOT_FOUND, `'${name}' must be a whole number, not '${text ?? ''}'`);
  return Number(text);
}

const quranLink = (surah: number, ayah?: number) => `https://quran.com/${surah}${ayah === undefined ? '' : `/${ayah}`}`;

export function registerResources(server: McpServer, deps: McpToolDependencies): void {
  server.registerResource(
    'quran_verse',
    new ResourceTemplate('quran://{surah}/{ayah}', { list: undefined }),
    {
      title: 'A Quran verse',
      description: 'One verse by surah and ayah (quran://2/255): Uthmani Arabic, Saheeh International, its place, a quran.com link',
      mimeType: 'application/json',
    },
    (uri, { surah, ayah }) =>
      reading(uri, async () => {
        const s = wholeNumber(surah, 'surah');
        const a = wholeNumber(ayah, 'ayah');
        const verse = await deps.quran.ayah(s, a);
        return { ...verse, ayah: { ...verse.ayah, link: quranLink(s, a) } };
      }),
  );

  server.registerResource(
    'quran_surah',
    new ResourceTemplate('quran://{surah}', {
      // resources/list names the 114 surahs, so that a client can offer them.
      list: async () => ({
        resources: (await deps.quran.listSurahs()).results.map((surah) => ({
          uri: `quran://${surah.surah_number}`,
          name: `Surah ${surah.surah_number}: ${surah.name_english} (${surah.name_arabic})`,
          mimeType: 'application/json',
        })),
      }),
    }),
    {
      title: 'A surah of the Quran',
      description: 'One surah with every verse (quran://112): Arabic, Saheeh International, audio and place of each',
      mimeType: 'application/json',
    },
    (uri, { surah }) =>
      reading(uri, async () => {
        const s = wholeNumber(surah, 'surah');
        return { ...(await deps.quran.surah(s)), link: quranLink(s) };
      }),
  );

  server.registerResource(
    'hadith',
    new ResourceTemplate('hadith://{collection}/{number}', {
      list: undefined,
      complete: { collection: (value) => HADITH_COLLECTION_IDS.filter((id) => id.startsWith(value.toLowerCase())) },
    }),
    {
      title: 'A hadith by collection and number',
      description: `A narration by sunnah.com's number (hadith://bukhari/6018, hadith://muslim/2564a); collections: ${HADITH_COLLECTION_IDS.join(', ')}`,
      mimeType: 'application/json',
    },
    (uri, { collection, number }) =>
      reading(uri, async () => {
        const name = String(Array.isArray(collection) ? collection[0] : collection).toLowerCase();
        const id = String(Array.isArray(number) ? number[0] : number);
        if (!(HADITH_COLLECTION_IDS as readonly string[]).includes(name)) {
          throw new McpError(RESOURCE_NOT_FOUND, `No collection '${name.slice(0, 40)}'; use one of ${HADITH_COLLECTION_IDS.join(', ')}`);
        }
        const parsed = parseHadithNumber(id);
        if (!parsed) throw new McpError(RESOURCE_NOT_FOUND, `'${id.slice(0, 40)}' is not a hadith number (e.g. 6018, 2564a)`);
        return deps.hadith.byNumber(name as HadithCollectionId, parsed);
      }),
  );

  registerTafsirResource(server, deps);
}

function registerTafsirResource(server: McpServer, deps: McpToolDependencies): void {
  server.registerResource(
    'tafsir',
    new ResourceTemplate('tafsir://{edition}/{surah}/{ayah}', {
      list: undefined,
      complete: { edition: (value) => TAFSIR_EDITION_IDS.filter((id) => id.startsWith(value.toLowerCase())) },
    }),
    {
      title: 'A commentary on a verse',
      description: `The commentary of one edition on a verse (tafsir://en.ibnkathir/2/255; or a language: tafsir://ar/1/1); editions: ${TAFSIR_EDITION_IDS.join(', ')}`,
      mimeType: 'application/json',
    },
    (uri, { edition, surah, ayah }) =>
      reading(uri, async () => {
        const name = String(Array.isArray(edition) ? edition[0] : edition);
        const s = wholeNumber(surah, 'surah');
        const a = wholeNumber(ayah, 'ayah');
        return deps.tafsir.onAyahs(deps.tafsir.editionNamed(name), s, a, a);
      }),
  );
}

export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'answer_with_verified_sources',
    {
      title: 'Answer with verified sources',
      description: 'Answer a question about Islam from the Quran and the hadith as these tools return them, and verify the draft',
      argsSchema: { question: z.string().describe('The question to answer') },
    },
    ({ question }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              `Answer this question from the Quran and the six canonical hadith collections: ${question}\n\n` +
              'First search them (quran_search, hadith_search; duas when it asks what to say), and base the answer on what ' +
              'the tools return: quote only those texts, each with its reference (Surah Name surah:ayah; collection and ' +
              'number) and link. Where the schools of law differ, say so. Then run verify on your draft and correct every ' +
              'citation it flags before giving the answer.',
          },
        },
      ],
    }),
  );

  server.registerPrompt(
    'check_citations',
    {
      title: "Check this text's citations",
      description: 'Check every Quran and hadith citation of a text (an article, a sermon, a reply) against the canonical texts',
      argsSchema: { text: z.string().describe('The text whose citations to check') },
    },
    ({ text }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text:
              'Check the Quran and hadith citations of the text below with the verify tool. Report each citation with its ' +
              'verdict (exact, partial, paraphrase, contradicts, another verse, not found), the canonical wording and ' +
              'reference, and the quotations the text makes without a reference; then say what to correct.\n\n' +
              `Text:\n${text}`,
          },
        },
      ],
    }),
  );
}
