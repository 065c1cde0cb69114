import * as z from 'zod';
import { MAX_REPLY_CHARACTERS } from '../citations/reply-limit';

/** POST /api/v1/verify: any text up to the size of a chat reply. */
export const verifyRequestSchema = z
  .object(
    {
      text: z
        .string({ error: (issue) => (issue.input === undefined ? 'is required (the text whose citations to check)' : 'must be a string') })
        .min(1, 'must not be empty')
        .max(MAX_REPLY_CHARACTERS, `must be at most ${MAX_REPLY_CHARACTERS} characters (the size of a chat reply)`),
    },
    { error: 'must be a JSON object with a text' },
  )
  .strict();
