import { defineResource } from '../../crud/resource';
import { offers } from '../../db/schema';
import { prepareOffer } from './offers.service';

export const offersResource = defineResource('offers', {
  label: 'Offer',
  table: offers,
  searchColumns: [offers.message],
  defaultSort: offers.createdAt,
  constraints: {
    offers_car_id_cars_id_fk: { field: 'carId', message: 'refs.car' },
    offers_buyer_id_users_id_fk: { field: 'buyerId', message: 'users.missing' },
  },
  prepare: prepareOffer,
});
