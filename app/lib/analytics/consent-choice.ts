import type {Consent} from './consent';

/**
 * The shopper's consent as the page knows it: the server's reading (cookie or privacy signal) until
 * they choose in the banner, then their choice, shared by the banner and the footer's "Cookie choices".
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

export const consentChoice = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  state: () => state,
  /** The shopper chose in the banner (ConsentBanner stores it). */
  chosen(consent: Consent) {
    update({chosen: consent, reopened: false});
  },
  reopen() {
    update({...state, reopened: true});
  },
};
