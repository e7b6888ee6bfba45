/** Error statuses documented per kind of operation in the OpenAPI document. */
export const PUBLIC_READ_ERRORS = { 404: 'Not found' };
export const ADMIN_ERRORS = { 401: 'Not signed in', 403: 'Signed in without admin rights' };
export const ADMIN_WRITE_ERRORS = {
  ...ADMIN_ERRORS,
  400: 'Invalid input; messages per field in "errors"',
  403: 'Signed in without admin rights, or the request came from another site',
  415: 'The body is not JSON',
};
