// The public entry of modules/settings (decision 0030): what other units use of it.
export {
  createSchoolSettingsService,
  schoolSettingKey,
  schoolSettingsEntity,
  type SchoolSettingsService,
} from './school-settings-service.ts';
export { settingsRoutes } from './settings-routes.ts';
