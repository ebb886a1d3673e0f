/** What other modules use of the marketplace's shared rules. */
export { activeMembers } from './marketplace.rules';
