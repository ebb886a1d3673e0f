import type { Sentences } from '../message-text';
import shared from './ar.json';
import { resourceEntries } from './resource-sentences';

/**
 * Showroom's sentences in Arabic: `ar.json`, and each CRUD resource's own from its facts. The
 * compiler checks that every key of the English catalogue is worded.
 */
const ar: Sentences = { ...shared, ...resourceEntries('ar') };

export default ar;
