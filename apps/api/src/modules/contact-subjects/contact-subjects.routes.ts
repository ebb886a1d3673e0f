import { envelope, publicContactSubjectSchema, resourcePaths } from '@showroom/contract';
import { moduleRoutes } from '../../crud/route-options';
import { z } from 'zod';
import { registerCrudRoutes } from '../../crud/crud.routes';
import { ok } from '../../lib/reply';
import { contactSubjectsResource } from './contact-subjects.resource';
import { listActiveSubjects } from './contact-subjects.repository';

export const contactSubjectsRoutes = moduleRoutes(['subjects'], (app, route) => {
  const paths = resourcePaths.subjects;
  registerCrudRoutes(app, contactSubjectsResource, paths);

  // The public list sits on the root itself; staff read theirs at `paths.list`.
  app.get(
    paths.root,
    route('public', 'The active subjects, for the marketplace’s contact form', {
      response: { 200: envelope(z.array(publicContactSubjectSchema)) },
    }),
    async () => ok(await listActiveSubjects(app.db)),
  );
});
