import {
  offerCreateSchema,
  offerListQuerySchema,
  offerSchema,
  offerUpdateSchema,
} from '@showroom/contract';
import { defineResource, equalsIfGiven } from '../../crud/resource';
import { offers } from '../../db/schema';
import { prepareOffer } from './offers.service';

export const offersResource = defineResource({
  label: 'Offer',
  resource: 'offers',
  table: offers,
  schemas: {
    row: offerSchema,
    create: offerCreateSchema,
    update: offerUpdateSchema,
    listQuery: offerListQuerySchema,
  },
  searchColumns: [offers.message],
  sortColumns: { createdAt: offers.createdAt, amount: offers.amount },
  defaultSort: offers.createdAt,
  filters: (query) => [
    equalsIfGiven(offers.carId, query.carId),
    equalsIfGiven(offers.buyerId, query.buyerId),
    equalsIfGiven(offers.status, query.status),
  ],
  constraints: {
    offers_car_id_cars_id_fk: { field: 'carId', message: 'refs.car' },
    offers_buyer_id_users_id_fk: { field: 'buyerId', message: 'users.missing' },
  },
  prepare: prepareOffer,
});
