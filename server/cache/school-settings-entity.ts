/**
 * The entity name a save of the school's settings is written and audited under; the cache drops
 * everything on it (server/modules/content-writer/content-writer.ts), and the settings' readers watch it.
 */
export const schoolSettingsEntity = 'school-settings';
