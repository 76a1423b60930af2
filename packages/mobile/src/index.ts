export type { PreferencesApi, PreferencesTokenStorageOptions } from './preferences-token-storage.js';
export { createPreferencesTokenStorage, TOKENS_PREFERENCES_KEY } from './preferences-token-storage.js';
