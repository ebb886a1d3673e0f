import { brandsResource } from '../features/brands/brands-resource';
import type { ResourceMeta } from '../lib/resource/define-resource';

/**
 * The resources the app serves, one line each. Routes, sidebar entries, breadcrumbs and
 * strings are built from their declarations (see `features/README.md`).
 */
export const registeredResources: readonly ResourceMeta[] = [brandsResource];
