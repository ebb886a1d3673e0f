/** What other modules use of the marketplace's shared rules. */
export { activeMembers, isActiveMember } from './marketplace.rules';
