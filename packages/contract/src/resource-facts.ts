/**
 * What a CRUD resource is, declared once in `resources/<name>.ts`: the API registers its
 * routes, the web app calls them, the permission matrix and the system roles list it, and the
 * message catalogue words it, all from these facts (ADR 034). No schema library: the web app's
 * first page reads them without loading zod; the schemas are `resource-schemas.ts`'s.
 */

/**
 * Where a resource's CRUD routes live: `GET|PATCH|DELETE <root>/:id`, `POST <root>`,
 * `POST <root>/:id/restore` (and `POST <root>/:id/status` for a status machine), and its
 * list at `list` when the spec names one, else at `<root>/`.
 */
export type ResourcePaths = {
  root: string;
  list?: string;
  /** The spec reads the list whole: `data` is the rows, not `{count, rows}`. */
  plain?: true;
};

/** A resource's sentences in one language, which the message catalogue files under its name. */
export type ResourceSentences = {
  /** Its name in the permission matrix: "Brands". */
  title: string;
  /**
   * What a permission denial calls it ("You do not have permission to change {resource}"):
   * none for a list filed under another resource's permission.
   */
  resource?: string;
  /** "Brand not found" (`records.<record>.notFound`). */
  notFound: string;
  /** "Brand is not in the trash" (`records.<record>.notInTrash`). */
  notInTrash: string;
  /** Its own messages (a name already taken), keyed `<name>.<key>` in the catalogue. */
  messages?: Readonly<Record<string, string>>;
};

export type ResourceFacts = {
  /** The contract's name: the permission resource (unless `permission` says otherwise). */
  name: string;
  /** The record's label in the API's messages and route descriptions: "Brand". */
  label: string;
  /** The record's key in the catalogue's `records.<record>.*` sentences: `brand`. */
  record: string;
  paths: ResourcePaths;
  /**
   * What its list sorts by, the first being its default order: the list query accepts exactly
   * these as `sortBy`, the API sorts by the column of each, the web app's list offers each.
   */
  sorts: readonly [string, ...string[]];
  /** DESIGN §4: editors read, create and update it (site content); otherwise admins alone. */
  editors?: 'change';
  /**
   * A list filed under another resource's permission (the meta lists under `cars`), and the
   * name the audit log files its records under, so their ids never mix with that resource's.
   */
  permission?: { resource: string; auditAs: string };
  /** Its sentences, in each language the catalogue has. */
  sentences: { en: ResourceSentences; ar: ResourceSentences };
  /**
   * The fields staff may set on many records at once (`POST <root>/bulk-edit`, ADR 055): the
   * API accepts these and no others, the web app's "Edit fields" dialog offers these.
   */
  bulkEdit?: readonly [string, ...string[]];
  /** A CSV file may create and change its records (ADR 056). */
  import?: ImportFacts;
};

/**
 * How a CSV import reads a resource's file (ADR 056): the field that finds the record a row
 * changes, the references a file may name rather than number, and amounts written in major
 * units beside their currency, as the CSV export writes them.
 */
export type ImportFacts = {
  /** A unique field (`nameEn`, matched whatever its case) or `id`; a row without one creates. */
  key: string;
  /** Reference fields a file may name: by the record's English or Arabic name, a user by email. */
  byName?: Readonly<Record<string, { resource: string; by: 'name' | 'email' }>>;
  /** Money fields in major units (`77500.00`), each with the field holding its currency. */
  amounts?: Readonly<Record<string, string>>;
};

/** A resource's facts, with their literal types kept (paths, sorts, sentences). */
export function resourceFacts<
  const Name extends string,
  const Facts extends Omit<ResourceFacts, 'name'>,
>(name: Name, facts: Facts): { name: Name } & Facts {
  return { name, ...facts };
}
