import { resources } from '@showroom/contract/access';
import type { Registrable, ResourceMeta } from '../lib/resource/define-resource';

/** A declaration as the registry holds it, whatever its row. */
export type RegisteredResource = ResourceMeta & Registrable;

/**
 * Every feature's declaration, `features/<feature>/<feature>-resource.ts`, found by its file
 * name (ADR 047): adding a resource's screens lists it nowhere else. Eager, as static imports
 * would be: the declarations are small and the sidebar needs them; their pages stay lazy.
 */
const declarationFiles = import.meta.glob<Record<string, unknown>>('../features/*/*-resource.ts', {
  eager: true,
});

const isDeclaration = (value: unknown): value is RegisteredResource =>
  typeof value === 'object' && value !== null && 'withDefinition' in value;

/** The one declaration a `*-resource.ts` file exports; anything else there is a mistake. */
function declarationOf(file: string, exports: Record<string, unknown>): RegisteredResource {
  const [declaration, ...others] = Object.values(exports);
  if (others.length > 0 || !isDeclaration(declaration)) {
    throw new Error(`${file} must export one resource declaration, made by defineResource`);
  }
  return declaration;
}

/** A resource's place in the contract's list of resources (the permission matrix's order). */
const matrixOrder = (resource: RegisteredResource) => resources.indexOf(resource.permission);

/**
 * The resources the app serves, in the contract's order, which the sidebar keeps within each
 * group. Routes (to the shared list and form pages), sidebar entries, breadcrumbs and strings
 * are built from their declarations (see `features/README.md`).
 */
export const registeredResources: readonly RegisteredResource[] = Object.entries(declarationFiles)
  .map(([file, exports]) => declarationOf(file, exports))
  .sort((a, b) => matrixOrder(a) - matrixOrder(b));
