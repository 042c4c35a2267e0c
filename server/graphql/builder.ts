import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date | string };
  };
}>({ defaultFieldNullability: false });

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const d = new Date(String(value));
    if (Number.isNaN(d.getTime())) throw new TypeError('Invalid date');
    return d;
  },
});

// Every field sits under v1 (spec 1 §7); modules add their fields to these two types.
export const V1Query = builder.objectRef<Record<string, never>>('V1Query');
export const V1Mutation = builder.objectRef<Record<string, never>>('V1Mutation');

builder.objectType(V1Query, { fields: () => ({}) });
builder.objectType(V1Mutation, { fields: () => ({}) });

builder.queryType({
  fields: (t) => ({ v1: t.field({ type: V1Query, resolve: () => ({}) }) }),
});
builder.mutationType({
  fields: (t) => ({ v1: t.field({ type: V1Mutation, resolve: () => ({}) }) }),
});

/** Declares a mutation group such as `v1 { browserLog { log(…) } }`. */
export function mutationGroup(name: string, typeName: string) {
  const ref = builder.objectRef<Record<string, never>>(typeName);
  builder.objectType(ref, { fields: () => ({}) });
  builder.objectField(V1Mutation, name, (t) => t.field({ type: ref, resolve: () => ({}) }));
  return ref;
}
