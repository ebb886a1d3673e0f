/** What other modules and the jobs use of ads: a car leaving the market, slots given back. */
export { adsResource } from './ads.resource';
export { endAdsOfCar, releaseSlotsOf, slotHoldingStatuses } from './ads.service';
