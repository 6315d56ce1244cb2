import { savedSchema } from '#contracts/content/fields.ts';
import { menusSchema, type Menus } from '#contracts/menus.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The saved menus, hidden links included. Silent: the tab shows the error. */
export function getMenus(signal?: AbortSignal) {
  return apiRequest('/menus', { schema: menusSchema, silent: true, signal });
}

/** Saves every menu at once; a refusal names the list, group and link (contracts/menus.ts). */
export function saveMenus(menus: Menus) {
  return apiRequest('/menus', {
    method: 'PUT',
    json: menus,
    schema: savedSchema(menusSchema),
    silent: true,
  });
}
