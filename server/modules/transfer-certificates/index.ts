// The public entry of modules/transfer-certificates (decision 0030): what other units use of it.
export { createTcLookup, type LookUpTc } from './tc-lookup.ts';
export { createTcRepository, type TcRepository } from './tc-repository.ts';
export { tcRoutes } from './tc-routes.ts';
