/** What other modules use of the marketplace's shared rules. */
export { isActiveMember } from './marketplace.rules';
