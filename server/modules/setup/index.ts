// The public entry of modules/setup (decision 0030): what other units use of it.
export { registerSetupGate } from './setup-gate.ts';
export { setupRoutes } from './setup-routes.ts';
export { createSetupTokens } from './setup-tokens.ts';
export { createSiteSetup, wrongSetupTokensPerAddress } from './site-setup.ts';
