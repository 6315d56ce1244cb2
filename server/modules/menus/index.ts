// The public entry of modules/menus (decision 0030): what other units use of it.
export { menusRoutes } from './menus-routes.ts';
export { createMenusService, type MenusService } from './menus-service.ts';
