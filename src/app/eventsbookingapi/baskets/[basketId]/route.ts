import { basketResponse } from '@/booking/api/responses'
import { getBasket } from '@/booking/basket/basket-service.server'

export const dynamic = 'force-dynamic'

/** GET /eventsbookingapi/baskets/{basketId} (spec 000 section 7): the basket and its lines. */
export async function GET(_request: Request, { params }: { params: Promise<{ basketId: string }> }) {
  const { basketId } = await params
  return basketResponse(await getBasket(basketId))
}
