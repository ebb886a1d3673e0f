/*
 * The template pages' strings are in the `material` namespace (`locales/`, declared in
 * `i18n.ts`), loaded with the app: one language of them is smaller than the second download
 * a page of its own would take. `showcase-page.tsx` still imports this module.
 */
export {};
