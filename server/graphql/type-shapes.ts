// Schema types told apart by their tag, not instanceof: a test runner may load a second copy of
// graphql-js beside the one that built the schema, and graphql's own predicates refuse the other's types.
import type { GraphQLField, GraphQLNamedType, GraphQLType } from 'graphql';

const tagOf = (t: unknown): string | undefined => (t as { [Symbol.toStringTag]?: string } | null | undefined)?.[Symbol.toStringTag];

function unwrapOnce(t: GraphQLType): GraphQLType | null {
  const tag = tagOf(t);
  return tag === 'GraphQLNonNull' || tag === 'GraphQLList' ? (t as { ofType: GraphQLType }).ofType : null;
}

/** Whether the type is a list, nullable or not. */
export function isListLike(t: GraphQLType): boolean {
  const inner = tagOf(t) === 'GraphQLNonNull' ? unwrapOnce(t)! : t;
  return tagOf(inner) === 'GraphQLList';
}

/** The named type inside any list and non-null wrappers. */
export function namedTypeOf(t: GraphQLType): GraphQLNamedType {
  let x = t;
  for (let next = unwrapOnce(x); next; next = unwrapOnce(x)) x = next;
  return x as GraphQLNamedType;
}

/** The fields of an object or interface type; null for any other type. */
export function fieldsOf(t: GraphQLNamedType | null | undefined): Record<string, GraphQLField<unknown, unknown>> | null {
  const tag = tagOf(t);
  return tag === 'GraphQLObjectType' || tag === 'GraphQLInterfaceType' ? (t as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields() : null;
}

/** Whether the type is an object type (whose fields have resolvers). */
export const isObjectLike = (t: GraphQLNamedType | null | undefined): boolean => tagOf(t) === 'GraphQLObjectType';

/** Whether values of the type are plain JSON values (scalars and enums). */
export const isLeafLike = (t: GraphQLNamedType): boolean => tagOf(t) === 'GraphQLScalarType' || tagOf(t) === 'GraphQLEnumType';
