import { builder, V1Query } from '../../graphql/builder';
import type { CountryRow, StateProvinceRow } from './content.repository';
import type { ContentPage, HelpSearchHit, StoreFacts, StoreInfo, TocEntry } from './content.service';

const StoreFactsRef = builder.objectRef<StoreFacts>('StoreFacts');
builder.objectType(StoreFactsRef, {
  description: 'The facts every policy page and the checkout state, from one configuration.',
  fields: (t) => ({
    name: t.exposeString('name'),
    phone: t.exposeString('phone', { description: 'Customer service telephone number.' }),
    hours: t.exposeString('hours', { description: 'When customer service answers the phone.' }),
    email: t.exposeString('email', { description: 'Customer service e-mail address.' }),
    returnWindowDays: t.exposeInt('returnWindowDays', { description: 'Days after delivery in which a part may be returned.' }),
    shippingCutoff: t.exposeString('shippingCutoff', { description: 'Orders placed before this time on a business day ship the same day.' }),
    freeShippingThreshold: t.exposeString('freeShippingThreshold', {
      description: 'Merchandise total (dollars, two decimals) from which parcel ground shipping in the contiguous US is free.',
    }),
  }),
});

const Info = builder.objectRef<StoreInfo>('Info');
builder.objectType(Info, {
  fields: (t) => ({
    version: t.exposeString('version'),
    zipCodeTemplate: t.exposeString('zipCodeTemplate'),
    facts: t.field({ type: StoreFactsRef, description: 'Phone, hours, return window, shipping cut-off, free-shipping threshold.', resolve: (i) => i.facts }),
  }),
});

const TocEntryRef = builder.objectRef<TocEntry>('TocEntry');
builder.objectType(TocEntryRef, {
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The heading anchor: link to path#id.' }),
    text: t.exposeString('text'),
    depth: t.exposeInt('depth', { description: '2 for a section, 3 for a subsection.' }),
  }),
});

const ContentPageRef = builder.objectRef<ContentPage>('ContentPage');
builder.objectType(ContentPageRef, {
  description: 'A help, company, career or documentation page, written in Markdown and rendered to HTML.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The canonical path of the page on the store.' }),
    section: t.exposeString('section', { description: 'help, company, careers or docs.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    html: t.exposeString('html', { description: 'The page text as HTML (no scripts, no raw HTML from the file).' }),
    toc: t.field({ type: [TocEntryRef], description: 'Table of contents; empty on short pages.', resolve: (p) => p.toc }),
    data: t.exposeString('data', { description: 'Further front-matter fields of the page as JSON (a position’s location, popular questions).' }),
  }),
});

const HelpSearchHitRef = builder.objectRef<HelpSearchHit>('HelpSearchHit');
builder.objectType(HelpSearchHitRef, {
  fields: (t) => ({
    path: t.exposeString('path'),
    anchor: t.exposeString('anchor', { description: 'Heading anchor of the matching section; empty for the top of the page.' }),
    pageTitle: t.exposeString('pageTitle'),
    heading: t.exposeString('heading'),
    excerpt: t.exposeString('excerpt'),
  }),
});

const StateProvince = builder.objectRef<StateProvinceRow>('StateProvince');
builder.objectType(StateProvince, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    abbreviation: t.exposeString('abbreviation'),
  }),
});

const Country = builder.objectRef<CountryRow>('Country');
builder.objectType(Country, {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    twoLetterIsoCode: t.exposeString('twoLetterIsoCode'),
    displayOrder: t.exposeInt('displayOrder'),
    stateProvinces: t.field({ type: [StateProvince], resolve: (c) => c.stateProvinces }),
  }),
});

builder.objectFields(V1Query, (t) => ({
  info: t.field({ type: Info, resolve: (_r, _a, ctx) => ctx.services.content.info() }),
  countries: t.field({ type: [Country], resolve: (_r, _a, ctx) => ctx.services.content.countries() }),
  contentPage: t.field({
    type: ContentPageRef,
    nullable: true,
    description: 'The help, company, career or documentation page at a path, e.g. "/help/faq"; null when there is none.',
    args: { path: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.content.page(args.path),
  }),
  contentPages: t.field({
    type: [ContentPageRef],
    description: 'Every page of one section ("help", "company", "careers" or "docs"), in display order.',
    args: { section: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => ctx.services.content.pagesOf(args.section),
  }),
  helpSearch: t.field({
    type: [HelpSearchHitRef],
    description: 'Searches the help pages; every word must match (a word may be the start of one).',
    args: {
      query: t.arg.string({ required: true }),
      first: t.arg.int({ required: false }),
    },
    resolve: (_r, args, ctx) => ctx.services.content.searchHelp(args.query, args.first ?? 10),
  }),
}));
