import { builder, mutationGroup, V1Query } from './builder';

/**
 * `mutation { v1 { admin { … } } }`: staff operations (decision 5). Each module adds its own
 * sub-group here, and each operation checks the administrator role itself.
 */
export const AdminMutations = mutationGroup('admin', 'AdminMutations');

/**
 * `query { v1 { admin { … } } }`: what staff read (the order queue…). Each module adds its fields
 * here, and each field checks the administrator role itself.
 */
export const AdminQueries = builder.objectRef<Record<string, never>>('AdminQueries');
builder.objectType(AdminQueries, { description: 'Staff reads (administrators only; every field answers FORBIDDEN to anyone else).', fields: () => ({}) });
builder.objectField(V1Query, 'admin', (t) => t.field({ type: AdminQueries, resolve: () => ({}) }));
