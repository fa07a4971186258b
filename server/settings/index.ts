// What other domains may use of settings (a lint zone refuses any other way in: eslint.layers.js).
export type { OrganisationSettings, SettingsService } from './settings.js';
export { createOrganisationClock, type OrganisationClock } from './clock.js';
export { settings } from './tables.js';
