/**
 * The i18n namespace of the screens of a resource the log names, where it differs from the
 * name (the log files records under their permission resource): field labels come from it.
 */
const namespaces: Partial<Record<string, string>> = {
  subjects: 'contactSubjects',
  pages: 'sitePages',
};
export const namespaceOf = (resource: string) => namespaces[resource] ?? resource;
