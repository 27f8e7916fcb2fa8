import { A as api, H as useQuery, N as unwrap } from '../entry-server.js';
// src/lib/reference/get-states.ts
/** GET /misc/states: the 36 states and the FCT (entity.states). */
var getStates = (signal) => unwrap(api('GET', '/misc/states', void 0, { signal })).then((e) => e.states);
function useStates() {
  return useQuery({
    queryKey: ['reference', 'states'],
    queryFn: ({ signal }) => getStates(signal),
    staleTime: Infinity,
  });
}
export { useStates as t };
