import { describe, expect, it } from 'vitest'

import { bookingApiPaths, paths, withQuery } from './paths'

describe('paths', () => {
  it('builds the fixed routes', () => {
    expect(paths.home()).toBe('/')
    expect(paths.maintenance()).toBe('/maintenance')
    expect(paths.privacyNotice()).toBe('/privacy-notice')
    expect(paths.accessibilityStatement()).toBe('/accessibility-statement')
    expect(paths.notFound()).toBe('/404')
    expect(paths.login()).toBe('/login')
    expect(paths.admin()).toBe('/admin')
    expect(paths.consoleHome()).toBe('/console/home')
    expect(paths.consoleArea('waiting-list')).toBe('/console/waiting-list-area')
    expect(paths.consoleEventSearch()).toBe('/console/event-search')
    expect(paths.consoleOutbox()).toBe('/console/outbox')
    expect(paths.consoleSearchDebug()).toBe('/console/search-debug')
    expect(paths.consoleSearchDebug('pottery class', '/hals')).toBe('/console/search-debug?term=pottery+class&service=%2Fhals')
    expect(paths.cookies()).toBe('/cookies')
    expect(paths.cookiePreferences()).toBe('/cookies/preferences')
    expect(paths.consolePayments()).toBe('/console/payments')
    expect(paths.adminEmailOutbox()).toBe('/admin/email-outbox')
    expect(paths.adminEmailOutbox(9)).toBe('/admin/email-outbox?id=9')
    expect(paths.adminAuditLog()).toBe('/admin/audit-log')
    expect(paths.adminAuditLog('b-1')).toBe('/admin/audit-log?q=b-1')
    expect(paths.consoleOutboxMessage(7)).toBe('/console/outbox/7')
    expect(paths.event('/hals/french')).toBe('/hals/french')
    expect(paths.eventAssets('/hals/french')).toBe('/hals/french/assets')
    expect(paths.privateFileDownload(12)).toBe('/api/private-files/12/download')
    expect(paths.checkout()).toBe('/checkout')
    expect(paths.checkoutPayment('5f0c2f9e-3b1a')).toBe('/checkout/payment?basketId=5f0c2f9e-3b1a')
  })

  it('builds the payment outcome pages with their query', () => {
    expect(paths.bookingStatus({ responseCode: '00000', basketId: 'b1' })).toBe('/booking-status?responseCode=00000&basketId=b1')
    expect(paths.checkoutFinish('b 1')).toBe('/checkout-finish?basketId=b+1')
    expect(paths.bypassSuccess({ bookingReference: 'R1', basketId: 'b1' })).toBe('/bypass-success?bookingReference=R1&basketId=b1')
  })

  it('builds the outcome calls of the booking API, encoding the basket id', () => {
    expect(bookingApiPaths.basketCustomer('B/1')).toBe('/eventsbookingapi/baskets/B%2F1/customer')
    expect(bookingApiPaths.basketPostCheckout('B1')).toBe('/eventsbookingapi/baskets/B1/post-checkout')
    expect(bookingApiPaths.basketCalendar('B1')).toBe('/eventsbookingapi/baskets/B1/calendar')
    expect(bookingApiPaths.basketCalendarIcs('B1')).toBe('/eventsbookingapi/baskets/B1/calendar.ics')
    expect(bookingApiPaths.checkoutFinish('B1')).toBe('/eventsbookingapi/checkout/B1/finish')
  })

  it('builds the waiting-list pages and calls, the token in the query', () => {
    expect(paths.manageWaitingList()).toBe('/manage/waiting-list')
    expect(paths.manageWaitingList('t_1')).toBe('/manage/waiting-list?token=t_1')
    expect(paths.waitingListOffer('t-2')).toBe('/manage/waiting-list/offer?token=t-2')
    expect(paths.confirmWaitingList('t-3')).toBe('/manage/waiting-list/confirm?token=t-3')
    expect(paths.cancelBooking('b-1', 't-3')).toBe('/manage/booking/cancel?booking=b-1&token=t-3')
    expect(bookingApiPaths.waitingList({ email: 'a@b.org', token: 't' })).toBe('/eventsbookingapi/events/waitlist?email=a%40b.org&token=t')
    expect(bookingApiPaths.waitingListRemove('id 1', 't')).toBe('/eventsbookingapi/events/waitlist?waitingListID=id+1&token=t')
    expect(bookingApiPaths.waitingListLink('a@b.org')).toBe('/eventsbookingapi/events/waitlist/link?email=a%40b.org')
    expect(bookingApiPaths.govUkPayWebhook()).toBe('/eventsbookingapi/govuk-pay/webhook')
  })

  it('encodes the booking slug', () => {
    expect(paths.booking('a b')).toBe('/booking/a%20b')
  })

  it('builds the booking API addresses, encoding each id', () => {
    expect(bookingApiPaths.eventBooking('a b')).toBe('/eventsbookingapi/events/booking/a%20b')
    expect(bookingApiPaths.checkout()).toBe('/eventsbookingapi/baskets/checkout')
    expect(bookingApiPaths.emailPreview('/hals/yoga')).toBe('/eventsbookingapi/baskets/email?eventSlug=%2Fhals%2Fyoga')
    expect(bookingApiPaths.eventAssets({ bookingId: 'B1', eventSlug: '/hals/yoga', email: 'a@b.org' })).toBe(
      '/eventsbookingapi/events/assets?bookingId=B1&eventSlug=%2Fhals%2Fyoga&email=a%40b.org',
    )
    expect(bookingApiPaths.basket('B/1')).toBe('/eventsbookingapi/baskets/B%2F1')
    expect(bookingApiPaths.basketEvent('B1', 'E 2')).toBe('/eventsbookingapi/baskets/B1/events/E%202')
    expect(bookingApiPaths.extendBasketHold('B 1')).toBe('/eventsbookingapi/baskets/B%201/extend')
  })

  it('adds only query values that are set', () => {
    expect(paths.search('pottery')).toBe('/search?term=pottery')
    expect(paths.search()).toBe('/search')
    expect(paths.search('family fun', 2)).toBe('/search?term=family+fun&pageIndex=3')
    expect(paths.search('family', 0)).toBe('/search?term=family')
    expect(paths.listing('/hals', { category: '3', page: undefined, term: '' })).toBe('/hals?category=3')
    expect(withQuery('/x')).toBe('/x')
  })
})

describe('the checkout paths', () => {
  it('builds the hand-off, outcome, finish and bypass pages with their queries', () => {
    expect(paths.checkoutPayment('b-1')).toBe('/checkout/payment?basketId=b-1')
    expect(paths.bookingStatus({ responseCode: '00000', basketId: 'b-1', transactionReference: 'b-1-5' })).toBe('/booking-status?responseCode=00000&basketId=b-1&transactionReference=b-1-5')
    expect(paths.checkoutFinish('b-1')).toBe('/checkout-finish?basketId=b-1')
    expect(paths.bypassSuccess({ bookingReference: 'b-1', basketId: 'b-1' })).toBe('/bypass-success?bookingReference=b-1&basketId=b-1')
  })

  it('builds the checkout calls of the booking API', () => {
    expect(bookingApiPaths.checkoutStart('b 1')).toBe('/eventsbookingapi/checkout/b%201/start')
    expect(bookingApiPaths.checkoutBypass('b')).toBe('/eventsbookingapi/checkout/b/bypass')
    expect(bookingApiPaths.checkoutFinish('b')).toBe('/eventsbookingapi/checkout/b/finish')
    expect(bookingApiPaths.basketPaid('b')).toBe('/eventsbookingapi/baskets/b/paid')
    expect(bookingApiPaths.basketCustomer('b')).toBe('/eventsbookingapi/baskets/b/customer')
    expect(bookingApiPaths.basketOrders('b')).toBe('/eventsbookingapi/baskets/b/orders')
  })
})

describe('the console addresses', () => {
  it('builds the report pages and the lists with their query', () => {
    expect(paths.consoleList('register', 'eventHALS')).toBe('/console/register-list?area=eventHALS')
    expect(paths.consoleAttendanceReport('12')).toBe('/console/attendance-report?id=12')
    expect(paths.consoleRegister('12')).toBe('/console/register?id=12')
    expect(paths.consoleRegister('12', 'abc')).toBe('/console/register?id=12&session=abc')
    expect(paths.bookingTickets('b-1', 'tok')).toBe('/booking-tickets?basketId=b-1&token=tok')
    expect(paths.consoleCheckIn('12', 's-2')).toBe('/console/check-in?id=12&session=s-2')
    expect(paths.consoleCheckIn('12')).toBe('/console/check-in?id=12')
    expect(bookingApiPaths.consoleCheckIn()).toBe('/eventsbookingapi/console/check-in')
    expect(paths.consoleWaitingListReport('12')).toBe('/console/waiting-list-report?id=12')
    expect(paths.consoleReleaseTicket('12')).toBe('/console/release-ticket?id=12')
    expect(paths.consoleEventSearch()).toBe('/console/event-search')
    expect(paths.consoleEventSearch('yoga class')).toBe('/console/event-search?searchWords=yoga+class')
    expect(paths.consoleBookings()).toBe('/console/bookings')
    expect(paths.consoleBookings('a@b.org')).toBe('/console/bookings?query=a%40b.org')
  })

  it("builds the console calls as spec 001 section 7 spells them", () => {
    expect(bookingApiPaths.consoleListEvents('eventHAFLS')).toBe('/eventsbookingapi/console/listevents/eventHAFLS')
    expect(bookingApiPaths.consoleAttendees('7')).toBe('/eventsbookingapi/console/event/getattendees?guid=7')
    expect(bookingApiPaths.consoleUpdateAttendance('t-1', false)).toBe('/eventsbookingapi/console/event/updateattdence?guid=t-1&value=false')
    expect(bookingApiPaths.consoleUpdateAttendance('t-1', true, 's 2')).toBe('/eventsbookingapi/console/event/updateattdence?guid=t-1&value=true&session=s+2')
    expect(bookingApiPaths.consoleReleaseTicket('t-1')).toBe('/eventsbookingapi/console/ticket/release?ticketID=t-1')
    expect(bookingApiPaths.consoleWaitingList('7')).toBe('/eventsbookingapi/console/event/waitlist?guid=7')
    expect(bookingApiPaths.consoleSearch('a b')).toBe('/eventsbookingapi/console/event/search?searchWords=a+b')
    expect(bookingApiPaths.consoleBookings('x')).toBe('/eventsbookingapi/console/bookings?query=x')
    expect(bookingApiPaths.consoleBookingsPerDay('7')).toBe('/eventsbookingapi/console/event/bookings-per-day?guid=7')
  })
})
