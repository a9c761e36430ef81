/**
 * Per-request context: which brand's store answers and in which language.
 */
import {Kind, type DocumentNode, type OperationDefinitionNode} from 'graphql';
import type {BrandStore} from './store';

export type Lang = 'EN' | 'HI';

export interface Ctx {
  store: BrandStore;
  lang: Lang;
}

/** The Hindi text when the request is in Hindi and the seed has it, else English (per field, as Shopify falls back). */
export function tr<T>(ctx: Ctx, en: T, hi: T | undefined): T {
  return ctx.lang === 'HI' && hi !== undefined ? hi : en;
}

/**
 * Reads `@inContext(language: ...)` from the operation that will run, as a
 * literal or through a variable (with its default). Languages the shop does
 * not publish fall back to English, as Shopify does.
 */
export function contextLanguage(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
  shopLanguages: readonly Lang[],
): Lang {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  const argument = operation?.directives
    ?.find((directive) => directive.name.value === 'inContext')
    ?.arguments?.find((arg) => arg.name.value === 'language');
  let language: unknown;
  if (argument?.value.kind === Kind.ENUM) {
    language = argument.value.value;
  } else if (argument?.value.kind === Kind.VARIABLE) {
    const name = argument.value.name.value;
    const definition = operation?.variableDefinitions?.find((v) => v.variable.name.value === name);
    language =
      variables && variables[name] != null
        ? variables[name]
        : definition?.defaultValue?.kind === Kind.ENUM
          ? definition.defaultValue.value
          : undefined;
  }
  return shopLanguages.includes(language as Lang) ? (language as Lang) : 'EN';
}

export const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Shopify's `truncateAt`: cut to that many characters and mark the cut. */
export function truncate(text: string, truncateAt: number | null | undefined): string {
  if (!truncateAt || text.length <= truncateAt) return text;
  return `${text.slice(0, Math.max(0, truncateAt - 1)).trimEnd()}…`;
}
