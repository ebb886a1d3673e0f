/** What other modules use of the marketplace's shared rules. */
export { FieldProblems, isActiveMember } from './marketplace.rules';
