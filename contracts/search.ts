import { languages } from './languages.ts';
import { searchKinds } from './search-kinds.ts';
import { searchQueryMaxLength } from './search-limits.ts';
import { z } from './zod.ts';

const queryMessage = `Please type at most ${searchQueryMaxLength} characters.`;

/** GET /api/search and the search page: the question and its filters. */
export const searchQuerySchema = z.object({
  q: z.string().max(searchQueryMaxLength, queryMessage).default(''),
  lang: z.enum(languages).default('en'),
  kind: z.enum(searchKinds).optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A piece of a result's snippet; `marked` pieces are the words that matched. */
export const snippetPartSchema = z.object({ text: z.string(), marked: z.boolean() });

export const searchResultSchema = z.object({
  kind: z.enum(searchKinds),
  title: z.string(),
  /** The result's page, in the language asked for (`/hi/…` for Hindi). */
  path: z.string(),
  /** YYYY-MM-DD, or null when the record has no date. */
  date: z.string().nullable(),
  academicYear: z.number().int().nullable(),
  circularNumber: z.string().nullable(),
  /** The record's PDF had no words to read (a scan): it was found by its title only. */
  scannedPdf: z.boolean(),
  language: z.enum(languages),
  snippet: z.array(snippetPartSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchAnswerSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  total: z.number().int(),
  /** More records match than `total` (the best 200 are listed): "more than 200 results". */
  moreThanTotal: z.boolean(),
  page: z.number().int(),
  pageCount: z.number().int(),
  /**
   * Nothing matched what was typed, so these are the results for the closest spelling the
   * index knows, which `correctedQuery` names.
   */
  correctedQuery: z.string().nullable(),
  /** The academic years that have results to filter by, newest first. */
  years: z.array(z.number().int()),
  /** Why there are no results, for the visitor: an empty question. */
  message: z.string().nullable(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** What the search page asks the reader (contracts/public-content.ts): the question and who asks. */
export type SearchRequest = SearchQuery & { clientKey: string };
/** The answer, or a refusal over the per-address limit. */
export type SearchOutcome =
  { outcome: 'answered'; answer: SearchAnswer } | { outcome: 'refused'; retryAfterSeconds: number };
