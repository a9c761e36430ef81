import {describe, expect, it} from 'vitest';
import {withToast} from '~/lib/ui/toast-list';

describe('withToast', () => {
  const added = {id: 1, message: 'Product added to cart', tone: 'success'};
  const failed = {id: 2, message: 'Could not update the cart', tone: 'error'};

  it('adds a new message below the ones on screen', () => {
    expect(withToast([added], failed)).toEqual([added, failed]);
  });

  it('shows a repeated message once: the new toast takes the old one’s place', () => {
    const again = {id: 3, message: 'Product added to cart', tone: 'success'};
    expect(withToast([added, failed], again)).toEqual([failed, again]);
  });

  it('keeps the same words in another tone apart', () => {
    const sameWordsAsError = {id: 4, message: 'Product added to cart', tone: 'error'};
    expect(withToast([added], sameWordsAsError)).toEqual([added, sameWordsAsError]);
  });
});
