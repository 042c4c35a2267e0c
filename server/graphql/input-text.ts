import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const NUL_IN_TEXT = 'Text must not contain the NUL character (\\u0000).';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL: such input would fail deep in a query as an internal error.
 * Every string of an operation (inline literals and variables alike) is checked once, before any
 * resolver runs, so it is refused as bad input and nothing is changed.
 */
export function nulInOperation(document: DocumentNode, variables: unknown): GraphQLError | null {
  let found = hasNul(variables);
  if (!found) {
    visit(document, {
      StringValue(node) {
        if (node.value.includes('\0')) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    });
  }
  return found ? new GraphQLError(NUL_IN_TEXT, { extensions: { code: 'VALIDATION' } }) : null;
}

/** The yoga side of nulInOperation: the operation is answered with the error and never executed. */
export function refuseNulInText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = nulInOperation(args.document, args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = nulInOperation(args.document, args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
