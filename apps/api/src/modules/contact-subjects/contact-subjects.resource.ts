import {
  contactSubjectCreateSchema,
  contactSubjectListQuerySchema,
  contactSubjectSchema,
  contactSubjectUpdateSchema,
} from '@showroom/contract';
import { defineResource } from '../../crud/resource';
import { contactSubjects } from '../../db/schema';

export const contactSubjectsResource = defineResource({
  label: 'Subject',
  resource: 'subjects',
  table: contactSubjects,
  schemas: {
    row: contactSubjectSchema,
    create: contactSubjectCreateSchema,
    update: contactSubjectUpdateSchema,
    listQuery: contactSubjectListQuerySchema,
  },
  searchColumns: [contactSubjects.nameEn, contactSubjects.nameAr],
  defaultSort: contactSubjects.sortOrder,
  constraints: {
    contact_subjects_name_en_unique: {
      field: 'nameEn',
      message: 'subjects.nameTaken',
    },
  },
});
