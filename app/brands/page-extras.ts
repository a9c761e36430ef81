import type {ComponentType} from 'react';
import {ContactDetails} from './gum/screens/ContactDetails';
import type {BrandId} from './types';

/** What a brand shows under a Shopify page's own body, by page handle. */
export const brandPageExtras: Record<BrandId, Record<string, ComponentType>> = {
  groom: {},
  gum: {contact: ContactDetails},
};
