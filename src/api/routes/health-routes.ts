import type { RouteGroup } from '../route-group'

/** GET /eventsbookingapi/health: 200 when this instance can take bookings, else 503 (for load balancers). */
export const healthRoutes: RouteGroup = (app, deps) => {
  app.get('/health', async (_request, reply) => {
    const report = await deps.health()
    return reply.code(report.status === 'ok' ? 200 : 503).send(report)
  })
}
