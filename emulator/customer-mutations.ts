/**
 * The customer mutations: sign-up, access tokens (password or Multipass),
 * account activation, with Shopify's customerUserErrors.
 */
import type {Ctx} from './context';
import {decodeMultipassToken, type Customer, type CustomerFields} from './customer';
import type {BrandStore} from './store';

/** Customer access tokens live 14 days, like Shopify's. */
const TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

interface CustomerUserError {
  code: string;
  field: string[] | null;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{6,19}$/;

function issueToken(store: BrandStore, customer: Customer) {
  const token = store.issueAccessToken(customer, TOKEN_LIFETIME_MS);
  return {accessToken: token.accessToken, expiresAt: token.expiresAt};
}

export const customerMutations = {
  customerCreate(
    args: {
      input: CustomerFields & {password: string};
    },
    ctx: Ctx,
  ) {
    const {store} = ctx;
    const {input} = args;
    const email = input.email.trim();
    const errors: CustomerUserError[] = [];
    if (!EMAIL.test(email)) {
      errors.push({code: 'INVALID', field: ['input', 'email'], message: 'Email is invalid'});
    } else if (store.customerByEmail(email)) {
      errors.push({code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken'});
    }
    if (input.password.length < 5) {
      errors.push({
        code: 'TOO_SHORT',
        field: ['input', 'password'],
        message: 'Password is too short (minimum is 5 characters)',
      });
    } else if (input.password.trim() !== input.password) {
      errors.push({
        code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        field: ['input', 'password'],
        message: 'Password cannot start or end with whitespace',
      });
    }
    if (input.phone) {
      if (!PHONE.test(input.phone)) {
        errors.push({code: 'INVALID', field: ['input', 'phone'], message: 'Phone is invalid'});
      } else if (store.customers.some((customer) => customer.phone === input.phone)) {
        errors.push({code: 'TAKEN', field: ['input', 'phone'], message: 'Phone has already been taken'});
      }
    }
    if (errors.length) return {customer: null, customerUserErrors: errors, userErrors: errors};
    const customer = store.addCustomer({...input, email});
    return {customer, customerUserErrors: [], userErrors: []};
  },

  customerAccessTokenCreate(args: {input: {email: string; password: string}}, ctx: Ctx) {
    const customer = ctx.store.customerByEmail(args.input.email.trim());
    if (!customer || customer.password === null || customer.password !== args.input.password) {
      const errors = [{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'}];
      return {customerAccessToken: null, customerUserErrors: errors, userErrors: errors};
    }
    return {customerAccessToken: issueToken(ctx.store, customer), customerUserErrors: [], userErrors: []};
  },

  /**
   * Logs in (creating the customer on first sight) from a Multipass token signed with the shop's
   * secret. A token works once.
   */
  customerAccessTokenCreateWithMultipass(args: {multipassToken: string}, ctx: Ctx) {
    const {store} = ctx;
    const decoded = decodeMultipassToken(store.seed.shop.multipassSecret, args.multipassToken);
    if (!decoded || !EMAIL.test(decoded.payload.email) || store.spentMultipassTokens.has(decoded.signature)) {
      return {
        customerAccessToken: null,
        customerUserErrors: [{code: 'INVALID_MULTIPASS_REQUEST', field: null, message: 'Invalid multipass request'}],
      };
    }
    const {payload, signature} = decoded;
    const customer =
      store.customerByEmail(payload.email) ??
      store.addCustomer({
        email: payload.email,
        password: null,
        firstName: payload.first_name,
        lastName: payload.last_name,
        phone: typeof payload.phone === 'string' ? payload.phone : null,
        acceptsMarketing: payload.accepts_marketing === true,
      });
    store.spentMultipassTokens.add(signature);
    return {customerAccessToken: issueToken(store, customer), customerUserErrors: []};
  },

  customerActivateByUrl(args: {activationUrl: string; password: string}, ctx: Ctx) {
    const {store} = ctx;
    const customer = store.activations.get(args.activationUrl) ?? null;
    const fail = (error: CustomerUserError) => ({
      customer: null,
      customerAccessToken: null,
      customerUserErrors: [error],
    });
    if (!customer) return fail({code: 'INVALID', field: ['activationUrl'], message: 'Invalid activation url'});
    if (args.password.length < 5) {
      return fail({code: 'TOO_SHORT', field: ['password'], message: 'Password is too short (minimum is 5 characters)'});
    }
    customer.password = args.password;
    customer.updatedAt = new Date().toISOString();
    store.activations.delete(args.activationUrl);
    return {customer, customerAccessToken: issueToken(store, customer), customerUserErrors: []};
  },

  customerAccessTokenDelete(args: {customerAccessToken: string}, ctx: Ctx) {
    const deleted = ctx.store.deleteAccessToken(args.customerAccessToken);
    return deleted
      ? {deletedAccessToken: args.customerAccessToken, deletedCustomerAccessTokenId: deleted, userErrors: []}
      : {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [{field: null, message: 'access token does not exist'}],
        };
  },
};
