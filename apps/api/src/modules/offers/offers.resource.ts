import { defineCrudResource } from '../../crud/resource';
import { offers } from '../../db/schema';
import { prepareOffer } from './offers.service';

export const offersResource = defineCrudResource('offers', {
  table: offers,
  searchColumns: [offers.message],
  constraintMessages: { carId: 'refs.car', buyerId: 'users.missing' },
  prepare: prepareOffer,
});
