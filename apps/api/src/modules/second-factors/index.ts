/** What the session module uses: the sign-in steps that second factors add. */
export { createSecondFactors, type SecondFactors } from './second-factors.service';
