import { GraphQLError } from 'graphql';
import SchemaBuilder from '@pothos/core';
import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
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
    if (Number.isNaN(d.getTime())) throw new GraphQLError('Invalid date');
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
  fields: (t) => ({
    v1: t.field({
      type: V1Mutation,
      // Every mutation passes here first, so one administrator acting as a customer is audited before anything changes.
      resolve: async (_root, _args, ctx, info) => {
        if (ctx.viewer?.impersonatorId) {
          await ctx.services.auth.recordImpersonatedMutation({
            viewer: ctx.viewer,
            operationName: info.operation.name?.value ?? null,
            fields: selectedFieldPaths(info.fieldNodes[0]?.selectionSet, info.fragments),
            ip: ctx.ip,
          });
        }
        return {};
      },
    }),
  }),
});

// "cart.add"-style names of the mutation fields an operation selects under v1, for the audit log.
function selectedFieldPaths(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  prefix = '',
  depth = 0,
): string[] {
  if (!set || depth > 3) return [];
  const out: string[] = [];
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const path = prefix + sel.name.value;
      // Groups (cart, shippingAddress…) sit one level down; their fields are the operations.
      out.push(...(prefix === '' && sel.selectionSet ? selectedFieldPaths(sel.selectionSet, fragments, path + '.', depth + 1) : [path]));
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      out.push(...selectedFieldPaths(sel.selectionSet, fragments, prefix, depth + 1));
    } else {
      out.push(...selectedFieldPaths(fragments[sel.name.value]?.selectionSet, fragments, prefix, depth + 1));
    }
  }
  return out;
}

/** Declares a mutation group such as `v1 { browserLog { log(…) } }`. */
export function mutationGroup(name: string, typeName: string) {
  const ref = builder.objectRef<Record<string, never>>(typeName);
  builder.objectType(ref, { fields: () => ({}) });
  builder.objectField(V1Mutation, name, (t) => t.field({ type: ref, resolve: () => ({}) }));
  return ref;
}
