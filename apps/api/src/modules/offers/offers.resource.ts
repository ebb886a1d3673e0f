import { defineCrudResource } from '../../crud/resource';
import { ofReferenced } from '../../crud/search';
import { cars, offers, users } from '../../db/schema';
import { activeMembers } from '../marketplace';
import { prepareOffer } from './offers.service';

export const offersResource = defineCrudResource('offers', {
  table: offers,
  // "prado" finds the offers on a Prado, "ali" or a phone number those of a buyer: the
  // message, car title and buyer's name, email and phone, kept in `searchText` by the database.
  searchColumns: [offers.searchText],
  found: {
    title: ofReferenced(cars.title, cars.id, offers.carId),
    detail: ofReferenced(users.name, users.id, offers.buyerId),
  },
  privateColumns: ['searchText'],
  constraintMessages: { carId: 'refs.car', buyerId: 'users.missing' },
  liveReferences: {
    carId: 'refs.car',
    buyerId: { message: 'offers.buyerMember', where: activeMembers },
  },
  prepare: prepareOffer,
});
