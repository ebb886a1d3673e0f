/** What the app uses of uploads: the file storage it builds and the routes serving files. */
export {
  contentTypeOf,
  createLocalStorage,
  createS3Storage,
  createStorage,
  type FileStorage,
} from '../../lib/file-storage';
export { uploadedFilesRoutes } from './uploads.routes';
