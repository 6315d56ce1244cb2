import { z } from '../zod.ts';
import { contentEntities } from './content-kinds.ts';

/**
 * The kinds a delete moves to the trash, by the content writer's names (the audit log's
 * entities): news, notices, events, holidays, gallery posts and information pages.
 */
export const trashKinds = [...contentEntities, 'pages'] as const;
export type TrashKind = (typeof trashKinds)[number];

/** How long a deleted item waits in the trash before it is removed for good. */
export const trashDays = 30;

export const trashEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(trashKinds),
  title: z.string(),
  deletedAt: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const trashListSchema = z.array(trashEntrySchema);
