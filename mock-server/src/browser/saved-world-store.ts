import type { SavedWorld } from './browser-mock';

/**
 * The demo's world in IndexedDB: one record, replaced after each write (never in an unload handler, which browsers
 * no longer promise to run). A write resolves once its transaction has committed.
 */
const DATABASE = 'star-harbour-demo';
const STORE = 'world';
const KEY = 'current';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
}

let database: Promise<IDBDatabase> | null = null;

async function transaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  database ??= openDatabase();
  const db = await database;
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export async function loadSavedWorld(): Promise<SavedWorld | null> {
  const saved: unknown = await transaction('readonly', (store) => store.get(KEY));
  return isSavedWorld(saved) ? saved : null;
}

export function storeSavedWorld(saved: SavedWorld): Promise<IDBValidKey> {
  return transaction('readwrite', (store) => store.put(saved, KEY));
}

function isSavedWorld(value: unknown): value is SavedWorld {
  return typeof value === 'object' && value !== null && (value as { format?: unknown }).format === 1;
}
