import { L as U, O as A, P as j, b as a } from './i18n-BuQGntTV.js';
// ../../node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js
/**
 * The context that `useQueryClient` reads from. `QueryClientProvider` is the normal way to set it.
 */
var QueryClientContext = U(void 0);
/**
 * The `useQueryClient` hook returns the current `QueryClient` instance.
 * @param queryClient - Use this to use a custom `QueryClient`. Otherwise, the one from the nearest context will
 * be used.
 * @returns The current `QueryClient` instance.
 * @throws {Error} If no `queryClient` argument is passed and no `QueryClientProvider` is found in the
 * component tree.
 */
var useQueryClient = (queryClient) => {
  const client = j(QueryClientContext);
  if (queryClient) return queryClient;
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
};
/**
 * Use the `QueryClientProvider` component to connect and provide a `QueryClient` to your application. Also
 * calls `client.mount()`/`client.unmount()` as this component mounts/unmounts, which subscribes the client to
 * focus/online events (resuming any paused mutations and refetching as needed when the app regains focus or
 * comes back online).
 * @param props - The `client` to provide, and the `children` that get access to it.
 * @returns The provided `children`, wrapped so they can read the `QueryClient` via `useQueryClient`.
 * @example
 * ```tsx
 * import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
 *
 * const queryClient = new QueryClient()
 *
 * function App() {
 *   return <QueryClientProvider client={queryClient}>...</QueryClientProvider>
 * }
 * ```
 */
var QueryClientProvider = ({ client, children }) => {
  A(() => {
    client.mount();
    return () => {
      client.unmount();
    };
  }, [client]);
  return /* @__PURE__ */ a(QueryClientContext.Provider, {
    value: client,
    children,
  });
};
export { useQueryClient as n, QueryClientProvider as t };
