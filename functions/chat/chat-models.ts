/**
 * The spec's eleven public model identifiers (neutral family words) and the upstream models they
 * stand for on Groq's OpenAI-compatible API. The table can be overridden (CHAT_MODEL_MAP, JSON) for
 * another provider or when Groq retires a model.
 */
export const PUBLIC_MODELS = [
  'alpha-3.3-70b-versatile',
  'beta-r1-distill-alpha-70b',
  'gamma-2.5-32b',
  'alpha-3.1-70b-versatile',
  'alpha-3.1-8b-instant',
  'delta2-9b-it',
  'epsilon-8x7b-32768',
  'alpha-3.2-3b-preview',
  'alpha-3.2-1b-preview',
  'alpha3-70b-8192',
  'alpha3-8b-8192',
] as const;

export type PublicModel = (typeof PUBLIC_MODELS)[number];
export const DEFAULT_MODEL: PublicModel = PUBLIC_MODELS[0];

/** The spec's auto-rotation list: items 1, 2, 3, 5, 6 and 7. */
export const ROTATION: PublicModel[] = [
  PUBLIC_MODELS[0],
  PUBLIC_MODELS[1],
  PUBLIC_MODELS[2],
  PUBLIC_MODELS[4],
  PUBLIC_MODELS[5],
  PUBLIC_MODELS[6],
];

export const DEFAULT_UPSTREAM_MODELS: Record<PublicModel, string> = {
  'alpha-3.3-70b-versatile': 'llama-3.3-70b-versatile',
  'beta-r1-distill-alpha-70b': 'deepseek-r1-distill-llama-70b',
  'gamma-2.5-32b': 'qwen-2.5-32b',
  'alpha-3.1-70b-versatile': 'llama-3.1-70b-versatile',
  'alpha-3.1-8b-instant': 'llama-3.1-8b-instant',
  'delta2-9b-it': 'gemma2-9b-it',
  'epsilon-8x7b-32768': 'mixtral-8x7b-32768',
  'alpha-3.2-3b-preview': 'llama-3.2-3b-preview',
  'alpha-3.2-1b-preview': 'llama-3.2-1b-preview',
  'alpha3-70b-8192': 'llama3-70b-8192',
  'alpha3-8b-8192': 'llama3-8b-8192',
};

/**
 * Models to try, in order: the chosen one, then the rotation list starting after it (wrapping
 * around), leaving out models still cooling down after a recent failure.
 */
export function attemptOrder(chosen: PublicModel, coolingDown: (model: PublicModel) => boolean): PublicModel[] {
  const start = ROTATION.indexOf(chosen);
  const rest = start === -1 ? ROTATION : [...ROTATION.slice(start + 1), ...ROTATION.slice(0, start)];
  return [chosen, ...rest.filter((model) => model !== chosen)].filter((model) => !coolingDown(model));
}
