import type * as basketService from '../booking/basket/basket-service.server'
import type * as holdExtensionService from '../booking/basket/hold-extension-service.server'
import type { CancellationService } from '../booking/cancellation/cancellation-service.server'
import type { CheckoutService } from '../booking/checkout/checkout-service.server'
import type { ConsoleService } from '../booking/console/console-service.server'
import type { PrivateAssets, PrivateAssetsQuery } from '../contracts/private-assets'
import type { PrivateAssetsContext } from '../booking/private-assets/private-assets-service'
import type { WaitingListService } from '../booking/waiting-list/waiting-list-service.server'

/** The private assets look-up with its pool and Payload bound (decision 0026). */
export type PrivateAssetsLookUp = (query: PrivateAssetsQuery, context: PrivateAssetsContext) => Promise<PrivateAssets>

/**
 * The booking services the operations call, wired once for the process (services.server.ts); a test
 * of an edge swaps one (a fake payment provider's checkout, a private assets look-up).
 */
export interface OperationServices {
  basket: Pick<typeof basketService, 'checkoutBasket' | 'getBasket' | 'removeEventFromBasket'>
  holdExtension: Pick<typeof holdExtensionService, 'extendBasketHold'>
  checkout: Pick<CheckoutService, 'startCheckout' | 'bypassCheckout'>
  waitingList: () => WaitingListService
  privateAssets: PrivateAssetsLookUp
  cancellation: () => CancellationService
  console: () => ConsoleService
}
