import { GraphQLError } from 'graphql';

/** A failure the user may read: bad input, not found, not allowed. Shown as is; never a stack trace. */
export class UserError extends GraphQLError {
  constructor(message: string, code: 'BAD_USER_INPUT' | 'NOT_FOUND' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'CONFLICT' = 'BAD_USER_INPUT') {
    super(message, { extensions: { code } });
  }
}

export const notFound = (what = 'Not found') => new UserError(what, 'NOT_FOUND');
