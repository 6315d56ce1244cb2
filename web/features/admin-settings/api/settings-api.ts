import { z } from '#contracts/zod.ts';
import { schoolSettingsSchema, type SchoolSettingsPatch } from '#contracts/school-settings.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** What `GET`/`PUT /api/admin/settings` answer (server/modules/settings/settings-routes.ts). */
const adminSettingsSchema = z.object({
  settings: schoolSettingsSchema,
  fixedByEnvironment: z.array(z.string()),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** The school's settings with the fields the server's environment fixes. Silent: the tab says. */
export function getSettings(signal?: AbortSignal) {
  return apiRequest('/admin/settings', { schema: adminSettingsSchema, silent: true, signal });
}

/**
 * A section's fields as typed: a number field that holds no number is sent as typed, so the
 * server's refusal names the field in its words (contracts/school-settings.ts checks all).
 */
export type SettingsPatch = { [Field in keyof SchoolSettingsPatch]?: unknown };

/**
 * Saves one section: only its fields are sent, the server merges them into the rest and checks
 * the whole (a refusal names each field, e.g. `phones.0`).
 */
export function saveSettings(patch: SettingsPatch) {
  return apiRequest('/admin/settings', {
    method: 'PUT',
    json: patch,
    schema: adminSettingsSchema,
    silent: true,
  });
}
