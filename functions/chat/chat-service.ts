import { randomUUID } from 'node:crypto';
import type { HadithService } from '../hadith/hadith-service';
import type { QuranService } from '../quran/quran-service';
import { HttpError } from '../shared/errors';
import { attemptOrder, type PublicModel } from './chat-models';
import type { ChatRequest } from './chat-request';
import { checkHadithCitations, type HadithCitation } from './hadith-citations';
import type { ChatMessage, CompletionResult } from './openai-client';
import { UpstreamError } from './openai-client';
import { checkQuranCitations, type Citation } from './quran-citations';

export type { Citation } from './quran-citations';

export const SYSTEM_PROMPT = `You are a careful assistant on Islamic knowledge. Ground every answer in the Quran and the six canonical hadith collections (Sahih al-Bukhari, Sahih Muslim, Sunan Abi Dawud, Jami\` at-Tirmidhi, Sunan an-Nasa'i, Sunan Ibn Majah), and in the four Sunni schools of law (Hanafi, Maliki, Shafi'i, Hanbali), saying where the schools differ. Be humble about disputed matters: present the main positions and their evidence rather than one verdict, and say when a question needs a qualified scholar. Never invent verses or narrations. Cite verses as Surah Name (surah:ayah), for example Al-Baqarah (2:255), and hadith by collection and number. Numbered sources retrieved for this question follow; prefer them, and cite them when you use them.`;

export const OFFLINE_PROVIDER = 'offline-retrieval';

const STOP_WORDS = new Set(
  'a an and are about as at be but by can could did do does for from has have how i if in into is it its me my of on or our say says should so than that the their them then there these they this to was we were what when where which who why will with would you your quran islam islamic allah prophet muhammad tell explain please'.split(' '),
);

export interface ChatResponse {
  id: string;
  object: 'chat.completion';
  model: string;
  reply: string;
  quran_citations: Citation[];
  /** Hadith the reply cites by number or reference, filled from the corpus. */
  hadith_citations: HadithCitation[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  provider: string;
  warnings?: string[];
}

export interface ChatDependencies {
  quran: QuranService;
  hadith: HadithService;
  /** Undefined: no provider configured (retrieval-only mode). */
  apiKey: () => Promise<string | undefined>;
  complete: (request: { apiKey: string; upstreamModel: string; messages: ChatMessage[]; maxTokens: number; temperature: number; timeoutMs: number }) => Promise<CompletionResult>;
  upstreamModel: (model: PublicModel) => string;
  providerName: string;
  attemptTimeoutMs: number;
  deadlineMs: number;
  cooldownSeconds: number;
  now?: () => number;
}

interface Source {
  label: string;
  text: string;
  /** What the source is, to tell a citation of it ("quran:2:255", "hadith:bukhari:78:49"). */
  id: string;
}

/** Keywords of a question, for retrieval: stop words out, longest first, at most five. */
export function keywordsOf(question: string): string[] {
  const words = question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\s]/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/'s$|'/g, ''))
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 5);
}

/** The chat operation: grounding, the guarded prompt, model failover and verified Quran citations. */
export class ChatService {
  /** Models that failed recently, until when (ms): the next requests skip them rather than wait again. */
  private readonly coolingUntil = new Map<PublicModel, number>();
  private readonly now: () => number;

  constructor(private readonly deps: ChatDependencies) {
    this.now = deps.now ?? Date.now;
  }

  /** Retrieval with AND semantics, relaxed word by word until something matches. */
  private async retrieve(question: string): Promise<Source[]> {
    const keywords = keywordsOf(question);
    const sources: Source[] = [];
    for (let count = keywords.length; count > 0 && sources.length === 0; count -= 1) {
      const query = keywords.slice(0, count).join(' ');
      const [quran, hadith] = await Promise.all([
        this.deps.quran.search(query, 4, 0).catch(() => undefined),
        this.deps.hadith.search(query, undefined, 3, 0).catch(() => undefined),
      ]);
      for (const hit of quran?.results ?? []) {
        sources.push({ label: `Surah ${hit.name_english} (${hit.ayah.reference})`, text: hit.ayah.translation, id: `quran:${hit.ayah.reference}` });
      }
      for (const hit of hadith?.results ?? []) {
        sources.push({
          label: hit.reference,
          text: `${hit.narrator ? `${hit.narrator} ` : ''}${hit.english}`.replace(/\s+/g, ' ').slice(0, 600),
          id: `hadith:${hit.collection}:${hit.in_book_reference.book}:${hit.in_book_reference.hadith}`,
        });
      }
    }
    return sources;
  }

  private messagesFor(request: ChatRequest, sources: Source[]): ChatMessage[] {
    const numbered = sources.map((source, i) => `[${i + 1}] ${source.label}: ${source.text}`).join('\n');
    const system: ChatMessage = { role: 'system', content: sources.length ? `${SYSTEM_PROMPT}\n\nSources:\n${numbered}` : SYSTEM_PROMPT };
    // The client's own system messages come after ours, never instead of it.
    const conversation = [...(request.messages ?? [])];
    const clientSystem = conversation.filter((m) => m.role === 'system');
    const turns = conversation.filter((m) => m.role !== 'system');
    if (request.prompt !== undefined) turns.push({ role: 'user', content: request.prompt });
    return [system, ...clientSystem, ...turns];
  }

  private offlineReply(sources: Source[]): string {
    const intro =
      'Retrieval-only answer: no language model is configured for this service, so nothing here is generated. ' +
      (sources.length ? 'These are the passages of the Quran and hadith most relevant to your question:' : 'No passage of the Quran or hadith matched your question; try other words.');
    const body = sources.map((source, i) => `${i + 1}. ${source.label}: "${source.text}"`).join('\n');
    return `${intro}${body ? `\n\n${body}` : ''}\n\nFor a ruling on your own situation, consult a qualified scholar.`;
  }

  private async complete(request: ChatRequest, messages: ChatMessage[], apiKey: string) {
    const started = this.now();
    const order = attemptOrder(request.model, (model) => (this.coolingUntil.get(model) ?? 0) > this.now());
    const failures: string[] = [];
    for (const model of order) {
      const remaining = this.deps.deadlineMs - (this.now() - started);
      if (remaining < 250) {
        failures.push(`${model}: not tried, the ${this.deps.deadlineMs} ms deadline was reached`);
        break;
      }
      try {
        const result = await this.deps.complete({
          apiKey,
          upstreamModel: this.deps.upstreamModel(model),
          messages,
          maxTokens: request.max_tokens,
          temperature: request.temperature,
          timeoutMs: Math.min(this.deps.attemptTimeoutMs, remaining),
        });
        this.coolingUntil.delete(model);
        return { model, result };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        failures.push(`${model}: ${error.message}`);
        if (!error.failover) break;
        const seconds = error.retryAfterSeconds ?? this.deps.cooldownSeconds;
        this.coolingUntil.set(model, this.now() + seconds * 1000);
      }
    }
    const skipped = order.length === 0 ? ' (every model is cooling down after recent failures)' : '';
    throw new HttpError(500, `No model could answer${skipped}. Tried: ${failures.join('; ') || 'none'}`);
  }

  async chat(request: ChatRequest): Promise<ChatResponse> {
    const question = request.prompt ?? [...(request.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
    const sources = await this.retrieve(question);
    const apiKey = await this.deps.apiKey();
    let response: Omit<ChatResponse, 'quran_citations' | 'hadith_citations' | 'warnings'>;
    if (apiKey === undefined) {
      response = {
        id: `offline-${randomUUID()}`,
        object: 'chat.completion',
        model: OFFLINE_PROVIDER,
        reply: this.offlineReply(sources),
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        provider: OFFLINE_PROVIDER,
      };
    } else {
      const { model, result } = await this.complete(request, this.messagesFor(request, sources), apiKey);
      response = { id: result.id, object: 'chat.completion', model, reply: result.content, usage: result.usage, provider: this.deps.providerName };
    }
    const sourceIds = new Set(sources.map((source) => source.id));
    const [quran, hadith] = await Promise.all([
      checkQuranCitations(response.reply, this.deps.quran, sourceIds),
      checkHadithCitations(response.reply, this.deps.hadith, sourceIds),
    ]);
    const warnings = [...quran.warnings, ...hadith.warnings];
    return { ...response, quran_citations: quran.citations, hadith_citations: hadith.citations, ...(warnings.length ? { warnings } : {}) };
  }
}
