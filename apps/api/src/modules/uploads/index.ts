/** What the app uses of uploads: the file storage it builds and the routes serving files. */
export { createLocalStorage, createS3Storage, type FileStorage } from './storage';
export { uploadedFilesRoutes } from './uploads.routes';
