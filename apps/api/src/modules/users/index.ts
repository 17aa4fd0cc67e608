export { type UserAuthenticator, usersPlugin, type UsersPluginOptions } from './users-plugin';
export { createAdminAccount } from './users-service';
export { accountsWithDemoPassword } from './demo-passwords';
