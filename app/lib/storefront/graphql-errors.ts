type GraphqlErrors = ReadonlyArray<{message: string}> | null | undefined;

/** A Storefront API answer's errors as one Error (its message lists them all). */
export function graphqlError(errors: GraphqlErrors, what?: string): Error {
  const messages = (errors ?? []).map((error) => error.message).join('; ');
  return new Error(what ? `${what}: ${messages}` : messages);
}

/** Throws when a Storefront API answer has errors, for the route's error boundary or the caller's catch. */
export function throwIfGraphqlErrors(errors: GraphqlErrors, what?: string): void {
  if (errors?.length) throw graphqlError(errors, what);
}
