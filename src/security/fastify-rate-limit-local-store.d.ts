/** @fastify/rate-limit's in-memory store, which the package ships without types (src/security/client-limit.ts). */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: unknown
  export default LocalStore
}
