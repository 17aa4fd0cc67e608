export { newsletterPlugin, type NewsletterPluginOptions } from './newsletter-plugin';
