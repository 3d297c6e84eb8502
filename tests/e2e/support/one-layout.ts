/**
 * Most journeys run twice, once as a phone and once as a desktop. One whose steps meet the same
 * markup in both layouts (an operator's change reaching a page, a rule the gateway keeps, a
 * document's text) runs in one project only: `routes.spec.ts` already opens every screen in both
 * layouts, so the second run would test the same thing again at a minute's cost. Such a journey
 * names the project it runs in with one of these tags; `playwright.config.ts` leaves it out of the
 * other. Journeys that are about one device (the console on a desktop, the app on a phone) use them too.
 */
export const PHONE_ONLY = { tag: '@phone-only' };
export const DESKTOP_ONLY = { tag: '@desktop-only' };
