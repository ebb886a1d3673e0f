import { crudResources } from '@showroom/contract/resources';
import { describe, expect, it } from 'vitest';
import { navigation, type NavItem } from './navigation';
import { registeredResources } from './resources';
import { resourceRoutes } from './app-routes';

const links = (items: NavItem[]): Extract<NavItem, { type: 'link' }>[] =>
  items.flatMap((item) =>
    item.type === 'link' ? [item] : item.type === 'group' ? links(item.children) : [],
  );

describe('resource registry', () => {
  it('finds the screens of every resource with a permission of its own, in the contract order', () => {
    expect(registeredResources.map((resource) => resource.permission)).toEqual(crudResources);
  });

  it('gives every resource a sidebar link and routes with the same read access', () => {
    for (const resource of registeredResources) {
      const link = links(navigation).find((item) => item.path === resource.basePath);
      const route = resourceRoutes(resource);
      expect(link?.access).toEqual({ resource: resource.permission, action: 'read' });
      expect(route.handle).toEqual({
        crumb: `${resource.namespace}:title`,
        access: link?.access,
        to: resource.basePath,
      });
      expect(`/${route.children?.[0]?.path}`).toBe(resource.basePath);
    }
  });

  it('guards create and edit with the create and update permissions', () => {
    const brands = registeredResources.find((resource) => resource.namespace === 'brands');
    if (!brands) throw new Error('brands are registered');
    const children = resourceRoutes(brands).children ?? [];
    expect(children.map((child): unknown[] => [child.path, child.handle])).toEqual([
      ['dashboard/brands', undefined],
      [
        'dashboard/brands/create',
        { crumb: 'crumbs.create', access: { resource: 'brands', action: 'create' } },
      ],
      [
        'dashboard/brands/edit/:id',
        { crumb: 'crumbs.edit', access: { resource: 'brands', action: 'update' } },
      ],
    ]);
  });

  it('gives a resource without fields its list and further screens but no form', () => {
    const queries = registeredResources.find((resource) => resource.namespace === 'queries');
    if (!queries) throw new Error('queries are registered');
    const children = resourceRoutes(queries).children ?? [];
    expect(children.map((child) => child.path)).toEqual([
      'dashboard/queries',
      'dashboard/queries/:id',
    ]);
  });

  it('names each resource once: base paths and namespaces are unique', () => {
    const paths = registeredResources.map((resource) => resource.basePath);
    const namespaces = registeredResources.map((resource) => resource.namespace);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });
});
