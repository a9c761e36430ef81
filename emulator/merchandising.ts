/**
 * The merchandising metaobjects (app/lib/content/metaobject-definitions.ts) as the stand-in keeps them:
 * what the seeds hold and what a test writes is checked against the definitions, as Shopify admin checks
 * an entry against its definition before saving it.
 */
import {definitionOf} from '../app/lib/content/metaobject-definitions';
import type {SeedMetaobject, SeedMetaobjectField} from './seed/types';

/** A field as a test writes it: the type comes from the definition. */
export interface MetaobjectFieldInput {
  key: string;
  value: string;
  hi?: string;
}

/** Why an entry cannot be saved, or null. Types without a definition here (offers, gift bundles) pass as they are. */
export function metaobjectProblem(entry: SeedMetaobject): string | null {
  const definition = definitionOf(entry.type);
  if (!definition) return null;
  if (!/^[a-z0-9][a-z0-9-]*$/.test(entry.handle)) return `handle "${entry.handle}" is not a handle`;
  for (const field of entry.fields) {
    const defined = definition.fields.find(({key}) => key === field.key);
    if (!defined) return `${entry.type} has no field "${field.key}"`;
    if (defined.type !== field.type) return `${entry.type}.${field.key} is a ${defined.type}`;
    if (field.hi !== undefined && !defined.translatable) return `${entry.type}.${field.key} is not translatable`;
    const maxLength = defined.validations?.maxLength;
    for (const value of [field.value, field.hi]) {
      if (value === undefined) continue;
      if (maxLength !== undefined && value.length > maxLength)
        return `${entry.type}.${field.key} is over ${maxLength} characters`;
      const choices: readonly string[] | undefined = defined.validations?.choices;
      if (choices && value !== '' && !choices.includes(value))
        return `${entry.type}.${field.key} must be one of ${choices.join(', ')}`;
      if (defined.type === 'date_time' && value !== '' && Number.isNaN(Date.parse(value)))
        return `${entry.type}.${field.key} is not a date and time`;
      if (defined.type === 'number_integer' && value !== '' && !/^-?\d+$/.test(value))
        return `${entry.type}.${field.key} is not a whole number`;
    }
  }
  const missing = definition.fields.find(
    ({key, required}) => required && !entry.fields.some((field) => field.key === key && field.value !== ''),
  );
  return missing ? `${entry.type}.${missing.key} is required` : null;
}

/** A test's entry, with each field's type from the definition; null when the type has no definition. */
export function merchandisingEntry(
  type: string,
  handle: string,
  fields: readonly MetaobjectFieldInput[],
): SeedMetaobject | null {
  const definition = definitionOf(type);
  if (!definition) return null;
  return {
    type,
    handle,
    fields: fields.map(({key, value, hi}): SeedMetaobjectField => {
      const defined = definition.fields.find((field) => field.key === key);
      return {key, type: defined?.type ?? 'single_line_text_field', value, ...(hi === undefined ? {} : {hi})};
    }),
  };
}
