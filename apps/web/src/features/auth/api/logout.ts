import { api } from '../../../lib/api.ts';

/** GET /account/logout: the server revokes the session token. */
export const logout = () => api<{ signed_out: boolean }>('GET', '/account/logout');
