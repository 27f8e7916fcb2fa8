import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { A as api } from '../entry-server.js';
// src/features/auth/api/resend-verification.ts
/** POST /account/verify/resend: by address, or by the token of a link that failed. */
var resendVerification = (body) => api('POST', '/account/verify/resend', body);
var useResendVerification = () => useMutation({ mutationFn: resendVerification });
export { useResendVerification as t };
