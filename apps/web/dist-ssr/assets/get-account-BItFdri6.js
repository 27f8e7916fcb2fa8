import { A as api, D as useAuth, E as auth, H as useQuery, N as unwrap } from '../entry-server.js';
// src/lib/account/get-account.ts
var accountKey = ['accounts', 'me'];
/** GET /account: the signed-in user, kept in the auth store as well. */
async function getAccount(signal) {
  const user = await unwrap(api('GET', '/account', void 0, { signal }));
  auth.setUser(user);
  return user;
}
function useAccount() {
  const { token, user } = useAuth();
  return useQuery({
    queryKey: accountKey,
    queryFn: ({ signal }) => getAccount(signal),
    enabled: !!token,
    initialData: user ?? void 0,
    staleTime: 0,
  });
}
export { getAccount as n, useAccount as r, accountKey as t };
