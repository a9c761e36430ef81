import {consentCookie, shopifyTrackingConsent, type Consent} from './consent';

/**
 * The shopper's consent as the page knows it: the server's reading (cookie or privacy signal) until
 * they choose in the banner, then their choice. Small: it is in the first load with the banner.
 */
interface ChoiceState {
  /** chosen on this page; null: the server's reading stands */
  chosen: Consent | null;
  /** the footer asked for the banner again */
  reopened: boolean;
}

let state: ChoiceState = {chosen: null, reopened: false};
const listeners = new Set<() => void>();

function update(next: ChoiceState) {
  state = next;
  listeners.forEach((listener) => listener());
}

interface ShopifyPrivacyWindow {
  Shopify?: {customerPrivacy?: {setTrackingConsent?: (consent: object, callback: () => void) => void}};
}

export const consentChoice = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  state: () => state,
  /** Remembers the choice for a year and tells Shopify's Customer Privacy API when the page has it. */
  choose(consent: Consent) {
    document.cookie = consentCookie(consent, window.location.protocol === 'https:');
    (window as ShopifyPrivacyWindow).Shopify?.customerPrivacy?.setTrackingConsent?.(
      shopifyTrackingConsent(consent),
      () => {},
    );
    update({chosen: consent, reopened: false});
  },
  reopen() {
    update({...state, reopened: true});
  },
};
