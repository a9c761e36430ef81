import {describe, expect, it} from 'vitest';
import {checkEmail, isNewsletterOutcome, newsletterSucceeded, outcomeOfCustomerCreate} from '~/lib/account/newsletter';

describe('checkEmail', () => {
  it('requires an email and checks its shape', () => {
    expect(checkEmail(undefined)).toEqual({outcome: 'required'});
    expect(checkEmail('   ')).toEqual({outcome: 'required'});
    expect(checkEmail(42)).toEqual({outcome: 'required'});
    expect(checkEmail('not-an-email')).toEqual({outcome: 'invalid'});
    expect(checkEmail(`${'a'.repeat(250)}@x.in`)).toEqual({outcome: 'invalid'});
    expect(checkEmail(' ravi@example.in ')).toEqual({email: 'ravi@example.in'});
  });
});

describe('outcomeOfCustomerCreate', () => {
  it('tells a new subscriber from an address Shopify already has', () => {
    expect(outcomeOfCustomerCreate([])).toBe('subscribed');
    expect(outcomeOfCustomerCreate([{code: 'TAKEN', message: 'Email has already been taken'}])).toBe(
      'alreadySubscribed',
    );
  });

  it("maps Shopify's refusals to messages the shopper can act on", () => {
    expect(outcomeOfCustomerCreate([{code: 'INVALID', message: 'Email is invalid'}])).toBe('invalid');
    expect(
      outcomeOfCustomerCreate([{code: null, message: 'Creating Customer Limit exceeded. Please try again later.'}]),
    ).toBe('throttled');
    expect(outcomeOfCustomerCreate([{code: 'BLANK', message: 'Something else'}])).toBe('failed');
  });

  it('knows its outcomes, and which of them leave the address on the list', () => {
    expect(isNewsletterOutcome('subscribed')).toBe(true);
    expect(isNewsletterOutcome('alreadySubscribed')).toBe(true);
    expect(newsletterSucceeded('subscribed')).toBe(true);
    expect(newsletterSucceeded('alreadySubscribed')).toBe(true);
    expect(newsletterSucceeded('failed')).toBe(false);
    expect(newsletterSucceeded('invalid')).toBe(false);
    expect(isNewsletterOutcome('<script>')).toBe(false);
  });
});
