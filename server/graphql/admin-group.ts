import { mutationGroup } from './builder';

/**
 * `mutation { v1 { admin { … } } }`: staff operations (decision 5). Each module adds its own
 * sub-group here, and each operation checks the administrator role itself.
 */
export const AdminMutations = mutationGroup('admin', 'AdminMutations');
