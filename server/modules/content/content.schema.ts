import { builder, V1Query } from '../../graphql/builder';
import type { CountryRow, StateProvinceRow } from './content.repository';
import type { StoreInfo } from './content.service';

const Info = builder.objectRef<StoreInfo>('Info');
builder.objectType(Info, {
  fields: (t) => ({
    version: t.exposeString('version'),
    zipCodeTemplate: t.exposeString('zipCodeTemplate'),
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
}));
