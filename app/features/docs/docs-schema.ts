import { buildSchema, introspectionFromSchema, type IntrospectionQuery, type IntrospectionTypeRef, type IntrospectionField, type IntrospectionInputValue } from 'graphql';
import sdl from '../../../schema.graphql?raw';

// Server only (loaders): the reference is generated from the committed schema.graphql, which
// `npm run typecheck` holds equal to the schema the server runs; the browser receives plain data,
// never the graphql library.
let introspection: IntrospectionQuery | null = null;

export interface DocArg {
  name: string;
  type: string;
  /** The named type, for a link to its entry. */
  typeName: string;
  description: string | null;
  defaultValue: string | null;
}

export interface DocOperation {
  /** Dotted path under v1, e.g. "cart.add". */
  name: string;
  anchor: string;
  kind: 'query' | 'mutation';
  type: string;
  typeName: string;
  description: string | null;
  args: DocArg[];
}

export interface DocType {
  name: string;
  anchor: string;
  kind: string;
  description: string | null;
  fields: DocArg[];
  enumValues: string[];
}

export interface DocSchema {
  queries: DocOperation[];
  mutations: DocOperation[];
  types: DocType[];
}

function typeText(t: IntrospectionTypeRef): string {
  if (t.kind === 'NON_NULL') return `${typeText(t.ofType)}!`;
  if (t.kind === 'LIST') return `[${typeText(t.ofType)}]`;
  return t.name;
}

function namedType(t: IntrospectionTypeRef): string {
  return t.kind === 'NON_NULL' || t.kind === 'LIST' ? namedType(t.ofType) : t.name;
}

const arg = (a: IntrospectionInputValue | IntrospectionField): DocArg => ({
  name: a.name,
  type: typeText(a.type),
  typeName: namedType(a.type),
  description: a.description ?? null,
  defaultValue: 'defaultValue' in a ? (a.defaultValue ?? null) : null,
});

export const typeAnchor = (name: string) => `type-${name}`;

/** Reads the committed schema and turns it into the reference's entries. */
export async function loadDocSchema(): Promise<DocSchema> {
  introspection ??= introspectionFromSchema(buildSchema(sdl), { descriptions: true });
  const { __schema: schema } = introspection;
  const byName = new Map(schema.types.map((t) => [t.name, t]));
  const fieldsOf = (name: string | undefined): readonly IntrospectionField[] => {
    const t = name ? byName.get(name) : undefined;
    return t && (t.kind === 'OBJECT' || t.kind === 'INTERFACE') ? t.fields : [];
  };
  const v1Of = (rootName: string | undefined) => fieldsOf(rootName).find((f) => f.name === 'v1');

  const operations = (rootName: string | undefined, kind: DocOperation['kind']): DocOperation[] => {
    const v1 = v1Of(rootName);
    if (!v1) return [];
    const out: DocOperation[] = [];
    for (const f of fieldsOf(namedType(v1.type))) {
      // Mutations are grouped by area (v1 { cart { add } }); each group's fields are the operations.
      const group = kind === 'mutation' && f.args.length === 0 ? fieldsOf(namedType(f.type)) : [];
      const list = group.length > 0 ? group.map((g) => ({ f: g, name: `${f.name}.${g.name}` })) : [{ f, name: f.name }];
      for (const { f: op, name } of list) {
        out.push({
          name,
          anchor: `${kind}-${name.replace(/\./g, '-')}`,
          kind,
          type: typeText(op.type),
          typeName: namedType(op.type),
          description: op.description ?? null,
          args: op.args.map(arg),
        });
      }
    }
    return out.sort((a, b) => a.name.localeCompare(b.name));
  };

  const types: DocType[] = schema.types
    .filter((t) => !t.name.startsWith('__'))
    .map((t) => ({
      name: t.name,
      anchor: typeAnchor(t.name),
      kind: t.kind,
      description: t.description ?? null,
      fields: t.kind === 'OBJECT' || t.kind === 'INTERFACE' ? t.fields.map(arg) : t.kind === 'INPUT_OBJECT' ? t.inputFields.map(arg) : [],
      enumValues: t.kind === 'ENUM' ? t.enumValues.map((v) => v.name) : [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  return { queries: operations(schema.queryType?.name, 'query'), mutations: operations(schema.mutationType?.name, 'mutation'), types };
}

/** A search entry of the documentation: a page, an operation or a type. */
export interface DocEntry {
  title: string;
  kind: string;
  href: string;
  text: string;
}

/** Every operation and type as search entries. */
export function schemaEntries(s: DocSchema): DocEntry[] {
  return [
    ...s.queries.map((o) => ({ title: o.name, kind: 'Query', href: `/documentation/queries#${o.anchor}`, text: o.description ?? '' })),
    ...s.mutations.map((o) => ({ title: o.name, kind: 'Mutation', href: `/documentation/mutations#${o.anchor}`, text: o.description ?? '' })),
    ...s.types.map((t) => ({ title: t.name, kind: 'Type', href: `/documentation/types#${t.anchor}`, text: t.description ?? '' })),
  ];
}

/** Entries whose title or text holds every word of the query. */
export function searchEntries(entries: DocEntry[], query: string, max = 50): DocEntry[] {
  const terms = query.toLowerCase().match(/[a-z0-9_]+/g) ?? [];
  if (terms.length === 0) return [];
  const scored = entries
    .map((e) => {
      const title = e.title.toLowerCase();
      const text = e.text.toLowerCase();
      if (!terms.every((t) => title.includes(t) || text.includes(t))) return null;
      return { e, score: terms.reduce((s, t) => s + (title === t ? 10 : title.includes(t) ? 3 : 1), 0) };
    })
    .filter((x): x is { e: DocEntry; score: number } => x !== null)
    .sort((a, b) => b.score - a.score || a.e.title.localeCompare(b.e.title));
  return scored.slice(0, max).map((x) => x.e);
}
