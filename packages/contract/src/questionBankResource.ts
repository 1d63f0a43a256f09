import { z } from 'zod';

/** An exam paper as `/v2/agent/resource/details` describes it (its questions by section). */
export const paperResourceSchema = z.object({
  paperId: z.number(),
  title: z.string(),
  subtitle: z.string(),
  period: z.number(),
  subject: z.number(),
  durationMinutes: z.number(),
  totalScore: z.number(),
  questionCount: z.number(),
  /** Estimated 难度系数 (0–1, higher is easier). */
  difficulty: z.number(),
  updatedAt: z.string(),
  /** 1 when the caller owns it; 0 for a colleague's paper shared to the school. */
  mine: z.number(),
  sections: z.array(
    z.object({
      title: z.string(),
      questions: z.array(
        z.object({ number: z.number(), questionId: z.number().nullable(), score: z.number() }),
      ),
    }),
  ),
});
