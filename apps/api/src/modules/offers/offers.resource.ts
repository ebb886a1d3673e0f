import { defineResource } from '../../crud/resource';
import { offers } from '../../db/schema';
import { prepareOffer } from './offers.service';

export const offersResource = defineResource('offers', {
  table: offers,
  searchColumns: [offers.message],
  refusals: { carId: 'refs.car', buyerId: 'users.missing' },
  prepare: prepareOffer,
});
