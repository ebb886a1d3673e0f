import { defineResource } from '../../crud/resource';
import { contactSubjects } from '../../db/schema';

export const contactSubjectsResource = defineResource('subjects', {
  label: 'Subject',
  table: contactSubjects,
  searchColumns: [contactSubjects.nameEn, contactSubjects.nameAr],
  defaultSort: contactSubjects.sortOrder,
  refusals: { nameEn: 'subjects.nameTaken' },
});
