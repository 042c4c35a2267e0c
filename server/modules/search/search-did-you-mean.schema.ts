import { builder, V1Query } from '../../graphql/builder';
import { invalid } from '../../lib/errors';
import type { Services } from '../../services';
import { categoriesNamedBy, didYouMean, machinesNamedBy, queryWords, type DidYouMean, type NamedCategory, type NamedMachine } from './search-did-you-mean';

interface SearchAlternatives {
  didYouMean: DidYouMean | null;
  categories: NamedCategory[];
  machines: NamedMachine[];
}

const DidYouMeanRef = builder.objectRef<DidYouMean>('SearchDidYouMean');
builder.objectType(DidYouMeanRef, {
  description: 'A respelling of the query that finds parts.',
  fields: (t) => ({
    query: t.exposeString('query'),
    totalCount: t.exposeInt('totalCount', { description: 'How many parts the respelled query finds' }),
  }),
});

const NamedCategoryRef = builder.objectRef<NamedCategory>('SearchNamedCategory');
builder.objectType(NamedCategoryRef, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    seoName: t.exposeString('seoName'),
    numberOfProducts: t.exposeInt('numberOfProducts'),
  }),
});

const NamedMachineRef = builder.objectRef<NamedMachine>('SearchNamedMachine');
builder.objectType(NamedMachineRef, {
  description: 'A machine model (its page is /m/{id}).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    manufacturer: t.exposeString('manufacturer'),
  }),
});

const AlternativesRef = builder.objectRef<SearchAlternatives>('SearchAlternatives');
builder.objectType(AlternativesRef, {
  description: 'What a search that found nothing offers instead.',
  fields: (t) => ({
    didYouMean: t.field({ type: DidYouMeanRef, nullable: true, resolve: (a) => a.didYouMean }),
    categories: t.field({ type: [NamedCategoryRef], description: 'Categories a word of the query names', resolve: (a) => a.categories }),
    machines: t.field({ type: [NamedMachineRef], description: 'Machine models a word of the query names', resolve: (a) => a.machines }),
  }),
});

/** The spelling correction and the categories and machines named by a query's words (its own words and the corrected ones). */
export async function searchAlternatives(services: Pick<Services, 'search' | 'catalog'>, query: string): Promise<SearchAlternatives> {
  const text = query.trim();
  if (text.length > 512) throw invalid('Search text is too long');
  if (!text) return { didYouMean: null, categories: [], machines: [] };
  const correction = didYouMean(services.search.engine, text);
  const words = [...queryWords(text), ...(correction ? queryWords(correction.query) : [])];
  const [categories, models] = await Promise.all([services.catalog.categories(), services.catalog.machineModels({ manufacturerId: null, machineTypeId: null })]);
  return {
    didYouMean: correction,
    categories: categoriesNamedBy(words, categories),
    machines: machinesNamedBy(
      words,
      models.map((m) => ({ id: m.id, name: m.name, manufacturer: m.manufacturer })),
    ),
  };
}

builder.objectFields(V1Query, (t) => ({
  searchAlternatives: t.field({
    type: AlternativesRef,
    description: 'For a search that found nothing: "Did you mean…", and the categories and machines its words name.',
    args: { searchString: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => searchAlternatives(ctx.services, args.searchString),
  }),
  searchSpelling: t.field({
    type: DidYouMeanRef,
    nullable: true,
    description: 'The corrected spelling of a query when a word of it is misspelt and the correction finds parts (null otherwise).',
    args: {
      searchString: t.arg.string({ required: true }),
      typing: t.arg.boolean({ description: 'The text is still being typed: its last word may be the start of a longer one' }),
    },
    resolve: (_r, args, ctx) => {
      const text = args.searchString;
      if (text.length > 512) throw invalid('Search text is too long');
      return didYouMean(ctx.services.search.engine, text, { typing: args.typing ?? false });
    },
  }),
}));
