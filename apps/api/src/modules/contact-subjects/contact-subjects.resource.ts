import { defineResource } from '../../crud/resource';
import { contactSubjects } from '../../db/schema';

export const contactSubjectsResource = defineResource('subjects', {
  table: contactSubjects,
  searchColumns: [contactSubjects.nameEn, contactSubjects.nameAr],
  refusals: { nameEn: 'subjects.nameTaken' },
});
