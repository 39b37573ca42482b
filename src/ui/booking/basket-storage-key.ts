/**
 * Spec 001 section 3: the basket is "stored locally under the name basketDetails". In a module of
 * its own so that every page can look for a stored basket without loading the basket schema.
 */
export const BASKET_STORAGE_KEY = 'basketDetails'
