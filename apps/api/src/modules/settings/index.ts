export { settingsPlugin, type SettingsPluginOptions } from './settings-plugin';
// The settings' port: the service other modules read the settings in force through (app.settings).
export { type SettingsService, convertMinor } from './settings-service';
