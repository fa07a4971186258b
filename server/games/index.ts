// What other domains may use of games (a lint zone refuses any other way in: eslint.layers.js).
export { gamesNeedingCrew } from './reminders.js';
