/** The admin the browser tests' server is started with, so specs can sign in. */
export const E2E_ADMIN_USERNAME = 'admin';
export const E2E_ADMIN_PASSWORD = 'e2e-admin-pass';
