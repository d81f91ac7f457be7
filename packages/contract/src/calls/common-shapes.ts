import { z } from 'zod';

// Shapes many calls share. Builders, not constants: each call that uses one gets its own schema.

/** A page of a list: its items and how many there are in all. */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });

/** A body searching a list by keyword, a page at a time (at most 100 a page). */
export const keywordPageBody = () =>
  z.object({
    keyword: z.string().max(100).default(''),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  });

/** What a form's submission answers: the stored record's id and the message to show. */
export const storedWithMessage = () => z.object({ id: z.number().int(), message: z.string() });
