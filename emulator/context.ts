/**
 * Per-request context: which brand's store answers and in which language.
 */
import {Kind, type DocumentNode, type OperationDefinitionNode} from 'graphql';
import type {BrandStore} from './store';
import type {Lang, LangContext} from './types';

/** The context graphql-js hands every resolver; entity fields read only its language (LangContext). */
export interface Ctx extends LangContext {
  store: BrandStore;
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
