import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { FIELD_WEIGHTS, LIST_SIZES, OBJECT_WEIGHTS, PAGE, UNKNOWN_LIST_SIZE, type ListSize } from './cost-sizes';
import { fieldsOf, isListLike, namedTypeOf } from './type-shapes';

/**
 * The cost of an operation: every field it can answer counts 1, and a list field counts its
 * selection once per item it may hold (its page size, or the bound in cost-sizes.ts), so nested
 * lists multiply. It approximates how many values the answer can hold: 12 related products of 12
 * related products of … is 12⁸ values however short the query text is.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  operationName?: string | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    else if (d.kind === Kind.OPERATION_DEFINITION) operations.push(d);
  }
  let worst = 0;
  for (const op of operations) {
    if (operationName && op.name?.value !== operationName) continue;
    const root = op.operation === 'query' ? schema.getQueryType() : op.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
    if (!root) continue;
    const defaults: Record<string, unknown> = {};
    for (const v of op.variableDefinitions ?? []) if (v.defaultValue) defaults[v.variable.name.value] = literal(v.defaultValue, {});
    const vars = { ...defaults, ...(variables ?? {}) };
    worst = Math.max(worst, new CostWalker(schema, fragments, vars).selection(root, op.selectionSet, undefined, 1));
  }
  return worst;
}

function literal(node: ValueNode, vars: Readonly<Record<string, unknown>>): unknown {
  if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
  if (node.kind === Kind.VARIABLE) return vars[node.name.value];
  return undefined;
}

class CostWalker {
  // A fragment spread many times is walked once for each page size it meets (no blow-up by nesting spreads).
  private readonly memo = new Map<string, number>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly vars: Readonly<Record<string, unknown>>,
  ) {}

  /** `pageSize`: a connection's page, for its `nodes`; `outer`: the items of the nearest list above (for shared sizes). */
  selection(type: GraphQLNamedType, set: SelectionSetNode, pageSize: number | undefined, outer: number): number {
    let sum = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) sum += this.field(type, sel, pageSize, outer);
      else if (sel.kind === Kind.INLINE_FRAGMENT) sum += this.selection(this.typeOf(sel.typeCondition?.name.value) ?? type, sel.selectionSet, pageSize, outer);
      else {
        const key = `${sel.name.value}|${pageSize ?? ''}|${outer}`;
        let cost = this.memo.get(key);
        if (cost === undefined) {
          const frag = this.fragments.get(sel.name.value);
          cost = frag ? this.selection(this.typeOf(frag.typeCondition.name.value) ?? type, frag.selectionSet, pageSize, outer) : 0;
          this.memo.set(key, cost);
        }
        sum += cost;
      }
    }
    return sum;
  }

  private typeOf(name: string | undefined): GraphQLNamedType | undefined {
    return name ? this.schema.getType(name) ?? undefined : undefined;
  }

  private field(parent: GraphQLNamedType, node: FieldNode, pageSize: number | undefined, outer: number): number {
    const name = node.name.value;
    // Introspection is bounded by MaxIntrospectionDepthRule instead; __typename costs nothing.
    if (name.startsWith('__')) return 0;
    const def = fieldsOf(parent)?.[name];
    if (!def) return 0;
    const named = namedTypeOf(def.type);
    const spec = LIST_SIZES[`${parent.name}.${name}`];
    const isList = isListLike(def.type);
    let times = 1;
    let childPage: number | undefined;
    if (spec === PAGE) times = pageSize ?? UNKNOWN_LIST_SIZE;
    else if (spec || isList) {
      const size = spec ? this.size(spec, node) : UNKNOWN_LIST_SIZE;
      if (isList) times = spec?.shared ? Math.max(1, Math.ceil(size / outer)) : size;
      else childPage = size;
    }
    const inner = node.selectionSet ? this.selection(named, node.selectionSet, childPage, isList ? times : outer) : 0;
    const weight = (OBJECT_WEIGHTS[named.name] ?? 0) + (FIELD_WEIGHTS[`${parent.name}.${name}`] ?? 0);
    return times * (1 + weight + inner);
  }

  private size(spec: ListSize, node: FieldNode): number {
    let asked: number | undefined;
    for (const arg of node.arguments ?? []) {
      if (!spec.args?.includes(arg.name.value)) continue;
      const v = literal(arg.value, this.vars);
      if (typeof v === 'number' && Number.isFinite(v)) asked = Math.max(asked ?? 0, v);
    }
    const n = asked === undefined ? spec.size : Math.max(1, Math.trunc(asked));
    return spec.max === undefined ? n : Math.min(n, spec.max);
  }
}

export interface CostLimitOptions {
  maxCost: number;
}

/** The refusal: 400 with QUERY_TOO_EXPENSIVE, before any resolver runs. */
// graphql-yoga's own error class, so it knows to keep `extensions.http` out of the answer.
export function tooExpensive(cost: number, maxCost: number) {
  return createGraphQLError(
    `This query could answer about ${Math.round(Math.min(cost, 1e12)).toLocaleString('en-US')} values, more than the ${maxCost.toLocaleString('en-US')} one request may ask for. ` +
      'Lists multiply: ask for fewer items per list (first), fewer nested lists or fewer aliases, and page through the rest.',
    { extensions: { code: 'QUERY_TOO_EXPENSIVE', cost: Math.round(Math.min(cost, 1e12)), maxCost, http: { status: 400 } } },
  );
}

/**
 * Refuses an operation whose cost is over `maxCost` (with the request's variables, so `first: $n`
 * counts as sent). Introspection, which costs nothing here, is bounded by graphql-js's standard
 * rules (MaxIntrospectionDepthRule).
 */
export function costLimit({ maxCost }: CostLimitOptions): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName);
      if (cost > maxCost) setResultAndStopExecution({ errors: [tooExpensive(cost, maxCost)] });
    },
    // Subscriptions (server/modules/live): each event runs the selection again, so the same bound.
    onSubscribe({ args, setResultAndStopExecution }) {
      const cost = operationCost(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName);
      if (cost > maxCost) setResultAndStopExecution({ errors: [tooExpensive(cost, maxCost)] });
    },
  };
}
