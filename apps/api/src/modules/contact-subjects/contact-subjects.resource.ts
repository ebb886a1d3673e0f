import { defineCrudResource } from '../../crud/resource';
import { contactSubjects } from '../../db/schema';

export const contactSubjectsResource = defineCrudResource('subjects', {
  table: contactSubjects,
  searchColumns: [contactSubjects.nameEn, contactSubjects.nameAr],
  found: { title: contactSubjects.nameEn, titleAr: contactSubjects.nameAr },
  constraintMessages: { nameEn: 'subjects.nameTaken' },
});
