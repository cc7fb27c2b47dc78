/** The app's IndexedDB database's name, apart from Dexie so the first load can look for it. */
export const databaseName = "vyom";
