export { contactPlugin, type ContactPluginOptions } from './contact-plugin';
