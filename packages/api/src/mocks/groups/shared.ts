import { serverMessages } from '../../schemas/messages';
import { mockId, type MockDb } from '../db';
import { ownedCollection } from '../owned';

/** The next id of the in-memory db. */
export const newId = (db: MockDb) => mockId(db.nextId++);

export const ownItems = (db: MockDb) => ownedCollection(db, 'items', serverMessages.itemNotFound);
export const ownCvs = (db: MockDb) => ownedCollection(db, 'cvs', serverMessages.cvNotFound);
export const ownFiles = (db: MockDb) => ownedCollection(db, 'cvFiles', serverMessages.fileNotFound);
