// The public entry of modules/trash (decision 0030): what other units use of it.
export { rowOfTrashRecord, trashRecordOf, trashedRowOf, type TrashRecord } from './trash-record.ts';
export { trashRoutes } from './trash-routes.ts';
export { createTrashService, type TrashService } from './trash-service.ts';
