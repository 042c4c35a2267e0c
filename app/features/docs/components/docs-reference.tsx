import { Link } from 'react-router';
import type { DocArg, DocOperation, DocType } from '../docs-schema';

// Only types we document get a link; built-in scalars (String, Int…) are plain text.
const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

function TypeLink({ type, name }: { type: string; name: string }) {
  if (BUILT_IN.has(name)) return <code>{type}</code>;
  return (
    <Link to={`/documentation/types#type-${name}`} className="underline underline-offset-2">
      <code>{type}</code>
    </Link>
  );
}

function ArgList({ title, args }: { title: string; args: DocArg[] }) {
  if (args.length === 0) return null;
  return (
    <>
      <h4 className="mt-3 text-sm font-semibold">{title}</h4>
      <dl className="mt-1 space-y-1 text-sm">
        {args.map((a) => (
          <div key={a.name}>
            <dt className="inline">
              <code className="font-semibold">{a.name}</code>: <TypeLink type={a.type} name={a.typeName} />
              {a.defaultValue !== null && <span> = {a.defaultValue}</span>}
            </dt>
            {a.description && <dd className="ml-4 text-ink-700">{a.description}</dd>}
          </div>
        ))}
      </dl>
    </>
  );
}

/** One query or mutation: how to call it, its arguments and what it returns. */
export function DocOperationEntry({ op }: { op: DocOperation }) {
  const path = op.name.split('.');
  const call = op.kind === 'mutation' ? `mutation { v1 { ${path.join(' { ')}${op.args.length ? '(…)' : ''} ${'}'.repeat(path.length - 1)} } }` : `query { v1 { ${op.name}${op.args.length ? '(…)' : ''} } }`;
  return (
    <section id={op.anchor} aria-labelledby={`${op.anchor}-h`} className="scroll-mt-20 border-b border-gray-200 py-4">
      <h3 id={`${op.anchor}-h`} className="text-lg font-semibold">
        <a href={`#${op.anchor}`} className="hover:underline">
          <code>{op.name}</code>
        </a>
      </h3>
      {op.description && <p className="mt-1">{op.description}</p>}
      <p className="mt-2 text-sm">
        Returns <TypeLink type={op.type} name={op.typeName} />
      </p>
      <pre className="mt-2 overflow-x-auto rounded-md bg-ink-900 p-3 text-xs text-gray-100">
        <code>{call.replace(/ {2,}/g, ' ')}</code>
      </pre>
      <ArgList title="Arguments" args={op.args} />
    </section>
  );
}

/** One type of the schema with its fields (or input fields, or values). */
export function DocTypeEntry({ type }: { type: DocType }) {
  return (
    <section id={type.anchor} aria-labelledby={`${type.anchor}-h`} className="scroll-mt-20 border-b border-gray-200 py-4">
      <h3 id={`${type.anchor}-h`} className="text-lg font-semibold">
        <a href={`#${type.anchor}`} className="hover:underline">
          <code>{type.name}</code>
        </a>{' '}
        <span className="text-sm font-normal text-ink-700">{type.kind.toLowerCase().replace('_', ' ')}</span>
      </h3>
      {type.description && <p className="mt-1">{type.description}</p>}
      <ArgList title={type.kind === 'INPUT_OBJECT' ? 'Input fields' : 'Fields'} args={type.fields} />
      {type.enumValues.length > 0 && (
        <p className="mt-2 text-sm">
          Values: {type.enumValues.map((v, i) => (
            <span key={v}>
              {i > 0 && ', '}
              <code>{v}</code>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
