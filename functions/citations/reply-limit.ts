/**
 * The longest reply passed on; a provider ignoring max_tokens (4,096 tokens is about 16,000 characters) is cut here.
 * It lives with the citation engine because POST /verify checks text of the same size as a chat reply.
 */
export const MAX_REPLY_CHARACTERS = 32_000;
