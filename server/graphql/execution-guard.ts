import { GraphQLError, defaultFieldResolver, getOperationAST, type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { fieldsOf, isLeafLike, isObjectLike, namedTypeOf } from './type-shapes';

/**
 * What one execution may spend. Checked each time a field is resolved: a run of synchronous
 * resolvers (a page of cached products, a big list of plain values) hands the event loop back
 * every `sliceMs`, so /healthz and the other requests get a turn; past the deadline or the answer
 * size the remaining fields stop at once and the whole answer becomes one error.
 */
export interface ExecutionBudget {
  /** Hand the event loop back after this much work in one go. */
  sliceMs: number;
  /** Stop after this much time in execution (queries only). */
  timeBudgetMs?: number;
  /** Stop once the answer holds about this many bytes of JSON (queries only). */
  maxResponseBytes?: number;
}

type Stop = 'time' | 'size';

class ExecutionState {
  readonly deadline: number;
  sliceStart: number;
  bytes = 0;
  stopped: Stop | null = null;
  /** The one pause every field past the slice waits on, so they resume together (and DataLoader still batches them). */
  pause: Promise<void> | null = null;
  /** Fields resolved since the loop last had a turn: at least one runs each turn, however slow the machine. */
  turnRuns = 0;

  constructor(
    readonly budget: ExecutionBudget,
    readonly started: number,
  ) {
    this.deadline = budget.timeBudgetMs === undefined ? Number.POSITIVE_INFINITY : started + budget.timeBudgetMs;
    this.sliceStart = started;
  }
}

const states = new WeakMap<object, ExecutionState>();

/** Starts the budget of one execution, keyed by its context object (one per request). */
export function startExecution(context: object, budget: ExecutionBudget): ExecutionState {
  const state = new ExecutionState(budget, performance.now());
  states.set(context, state);
  return state;
}

export function endExecution(context: object): void {
  states.delete(context);
}

// Thrown into the fields still running once a limit is reached; the plugin answers with one error instead.
class ExecutionStopped extends GraphQLError {
  constructor() {
    super('Execution stopped');
  }
}

const GUARDED = Symbol('execution-guard');

// The JSON an answer's value adds: its key, quotes and separators, and the value itself.
function jsonBytes(value: unknown): number {
  if (value == null) return 4;
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number' || typeof value === 'bigint') return 8;
  if (typeof value === 'boolean') return 5;
  if (value instanceof Date) return 26;
  if (Array.isArray(value)) {
    let n = 2;
    for (const v of value) n += jsonBytes(v) + 1;
    return n;
  }
  return 16;
}

/** Whether the execution is over a limit by now (and so stopped for good). */
function over(state: ExecutionState, now: number): boolean {
  if (state.stopped === null) {
    if (now > state.deadline) state.stopped = 'time';
    else if (state.budget.maxResponseBytes !== undefined && state.bytes > state.budget.maxResponseBytes) state.stopped = 'size';
  }
  return state.stopped !== null;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Null while the slice lasts; else the pause every field past it waits on, one per turn of the loop. */
function nextTurn(state: ExecutionState): Promise<void> | null {
  if (state.turnRuns === 0 || performance.now() - state.sliceStart < state.budget.sliceMs) return null;
  state.pause ??= yieldToLoop().then(() => {
    state.pause = null;
    state.turnRuns = 0;
    state.sliceStart = performance.now();
  });
  return state.pause;
}

function guard(resolve: GraphQLFieldResolver<unknown, object>, leaf: boolean, keyBytes: number): GraphQLFieldResolver<unknown, object> {
  const run = (state: ExecutionState, source: unknown, args: Record<string, unknown>, context: object, info: Parameters<GraphQLFieldResolver<unknown, object>>[3]): unknown => {
    state.turnRuns++;
    const value = resolve(source, args, context, info);
    if (!leaf || state.budget.maxResponseBytes === undefined) {
      state.bytes += keyBytes;
      return value;
    }
    const count = (v: unknown) => {
      state.bytes += keyBytes + jsonBytes(v);
      return v;
    };
    return value instanceof Promise ? value.then(count) : count(value);
  };
  return (source, args, context, info) => {
    const state = states.get(context);
    if (!state) return resolve(source, args, context, info);
    // A rejected promise, never a throw: graphql-js drops the pending items of a list when one throws,
    // and those would reject later with nobody listening.
    if (over(state, performance.now())) return Promise.reject(new ExecutionStopped());
    const turn = nextTurn(state);
    if (!turn) return run(state, source, args, context, info);
    const resume = (): unknown => {
      if (over(state, performance.now())) throw new ExecutionStopped();
      // Fields resumed together run until the slice is spent again; the rest wait for the next turn.
      const later = nextTurn(state);
      return later ? later.then(resume) : run(state, source, args, context, info);
    };
    return turn.then(resume);
  };
}

/**
 * Puts every field of the schema under the execution budget (once; resolvers of an execution
 * without a budget run as they are).
 */
export function guardResolvers(schema: GraphQLSchema): void {
  const marked = schema as GraphQLSchema & { [GUARDED]?: true };
  if (marked[GUARDED]) return;
  marked[GUARDED] = true;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectLike(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(fieldsOf(type as GraphQLObjectType) ?? {})) {
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, object>;
      field.resolve = guard(resolve, isLeafLike(namedTypeOf(field.type)), field.name.length + 4) as typeof field.resolve;
    }
  }
}

export interface ExecutionBudgetOptions {
  sliceMs: number;
  timeBudgetMs: number;
  maxResponseBytes: number;
  /** Told of every execution cut short (for the log). */
  onStop?: (stop: Stop, operationName: string | null, ms: number) => void;
}

/** The answer that replaces an execution past its time budget: 503, worth retrying later with less. */
export function timeBudgetError(timeBudgetMs: number) {
  const seconds = timeBudgetMs / 1000;
  return createGraphQLError(
    `This request took longer than ${seconds} second${seconds === 1 ? '' : 's'} and was stopped. Ask for fewer items or nested lists, or try again in a moment.`,
    { extensions: { code: 'REQUEST_TIMEOUT', http: { status: 503, headers: { 'retry-after': '5' } } } },
  );
}

/** The answer that replaces an execution whose answer grew past the cap: 400, ask for less. */
export function responseTooLargeError(maxResponseBytes: number) {
  const mb = Math.round((maxResponseBytes / 1024 / 1024) * 10) / 10;
  return createGraphQLError(
    `The answer to this request would be larger than ${mb} MB. Ask for fewer items per list (first) or fewer fields, and page through the rest.`,
    { extensions: { code: 'RESPONSE_TOO_LARGE', http: { status: 400 } } },
  );
}

/**
 * Every execution hands the event loop back every `sliceMs`; a query is also held to its time
 * budget and answer size (a mutation is never abandoned halfway: its changes would be made and its
 * answer lost).
 */
export function executionBudget(opts: ExecutionBudgetOptions): Plugin {
  return {
    onExecute({ args }) {
      const context = args.contextValue as object;
      const operation = getOperationAST(args.document, args.operationName);
      const state = startExecution(
        context,
        operation?.operation === 'query' ? opts : { sliceMs: opts.sliceMs },
      );
      return {
        onExecuteDone({ setResult }) {
          const stop = state.stopped;
          endExecution(context);
          if (!stop) return;
          opts.onStop?.(stop, operation?.name?.value ?? null, performance.now() - state.started);
          setResult({ data: null, errors: [stop === 'time' ? timeBudgetError(opts.timeBudgetMs) : responseTooLargeError(opts.maxResponseBytes)] });
        },
      };
    },
  };
}
